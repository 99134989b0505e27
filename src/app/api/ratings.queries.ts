import { queryOptions } from '@tanstack/react-query'
import { RatingCheckResponse } from '#shared/contract/enquiries.ts'
import { request } from './http.ts'

// SPEC §7 Other: GET /Rating/WebRatingCheck — the seat to rate, and whether it was rated.
export const ratingKeys = {
  check: (seatId: number) => ['rating-check', seatId] as const,
}

export const ratingCheckQueryOptions = (seatId: number) =>
  queryOptions({
    queryKey: ratingKeys.check(seatId),
    queryFn: async () =>
      (await request('settings', `/Rating/WebRatingCheck?seatId=${seatId}`, RatingCheckResponse))
        .data,
    retry: false,
    staleTime: 0,
  })
