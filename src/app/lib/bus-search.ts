import * as v from 'valibot'
import { IntLike, IsoDate } from '#shared/contract/envelope.ts'
import type { TripSearchRequest } from '#shared/contract/booking-search.ts'

/**
 * The /select-bus search params (SPEC §3 search request, in the URL so a reload re-runs the
 * search). tripType 0 is one way, 1 is a round trip.
 */
export const BusSearchSchema = v.pipe(
  v.object({
    from: v.pipe(IntLike, v.minValue(1)),
    to: v.pipe(IntLike, v.minValue(1)),
    date: IsoDate,
    returnDate: v.optional(IsoDate),
    // SPEC §5: adults 1–13.
    adults: v.optional(v.pipe(IntLike, v.minValue(1), v.maxValue(13)), 1),
    tripType: v.optional(v.pipe(IntLike, v.picklist([0, 1])), 0),
  }),
  // The API's own rules across fields (TripSearchRequestSchema): an address that breaks them is
  // an incomplete search, not a search refused in the API's words ('returnDate: a round trip
  // needs a return date').
  v.check((search) => search.tripType === 0 || search.returnDate !== undefined),
  v.check((search) => search.from !== search.to),
)
export type BusSearch = v.InferOutput<typeof BusSearchSchema>

/** SPEC §3: the body of POST /Booking/availabletripdetails. */
export function toTripSearchRequest(search: BusSearch): TripSearchRequest {
  return {
    departureTerminalId: search.from,
    destinationTerminalId: search.to,
    departureDate: search.date,
    returnDate: search.tripType === 1 ? (search.returnDate ?? '') : '',
    numberOfAdults: String(search.adults),
    numberOfChildren: '0',
    tripType: String(search.tripType),
    bookingType: '2',
  }
}
