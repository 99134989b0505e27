import { queryOptions } from '@tanstack/react-query'
import { TripSearchResponse } from '#shared/contract/booking-search.ts'
import { request } from './http.ts'
import { toTripSearchRequest, type BusSearch } from '#app/lib/bus-search.ts'

export const tripKeys = {
  all: ['trips'] as const,
  search: (search: BusSearch) => [...tripKeys.all, 'search', search] as const,
}

/**
 * SPEC §7: POST /Booking/availabletripdetails as a query keyed by the search, so the home form
 * (fetchQuery) and /select-bus (loader + useSuspenseQuery) share one result. Seat counts go
 * stale fast: a minute, and never persisted.
 */
export const tripSearchQueryOptions = (search: BusSearch) =>
  queryOptions({
    queryKey: tripKeys.search(search),
    queryFn: ({ signal }) =>
      request('booking', '/Booking/availabletripdetails', TripSearchResponse, {
        method: 'POST',
        body: toTripSearchRequest(search),
        signal,
      }).then((envelope) => envelope.data),
    staleTime: 60_000,
    retry: false,
  })
