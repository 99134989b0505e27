import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { HireDepartureSchema, type HireBookingInput } from '#shared/contract/hire.ts'
import { request } from '#app/api/http.ts'
import type { HireSearch } from './hire-search-params.ts'

// SPEC §7 Hire calls.

const SearchResponse = envelopeSchema(v.object({ departures: v.array(HireDepartureSchema) }))
const BookingResponse = envelopeSchema(v.object({ refCode: v.string(), amount: v.number() }))

export function hireSearchBody(search: HireSearch) {
  return {
    OnewayPickupLocation: search.from,
    OneWayDropoffLocation: search.to,
    OnewayPickupDate: search.date,
    HiredServiceType: search.tripType,
    IsSleepOver: search.retain,
    ReturnPickupDate: search.returnDate ?? null,
    ReturnPickupLocation: search.tripType === 1 ? search.to : null,
    ReturnDropoffLocation: search.tripType === 1 ? search.from : null,
  }
}

export const hireSearchQueryOptions = (search: HireSearch) => ({
  queryKey: ['hire-search', search] as const,
  queryFn: async () =>
    (
      await request('booking', '/HireBooking/bookingSearch', SearchResponse, {
        body: hireSearchBody(search),
      })
    ).data.departures,
  retry: false,
  staleTime: 60_000,
})

/** `key` (Idempotency-Key): the same request sent again gets the hire it already made. */
export async function requestHireBooking(body: HireBookingInput, key: string) {
  return (
    await request('booking', '/HireBooking/requestBooking', BookingResponse, {
      body,
      headers: { 'Idempotency-Key': key },
    })
  ).data
}
