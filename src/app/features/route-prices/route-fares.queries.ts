import { queryOptions } from '@tanstack/react-query'
import { RouteFaresResponse } from '#shared/contract/settings.ts'
import { request } from '#app/api/http.ts'

export const routeFareKeys = {
  all: ['route-fares'] as const,
  pair: (departureId: number, destinationId: number) =>
    [...routeFareKeys.all, departureId, destinationId] as const,
}

/** SPEC §7: GET /Fares/GetRouteFares/{departure}/{destination}, one price per vehicle model. */
export const routeFaresQueryOptions = (departureId: number, destinationId: number) =>
  queryOptions({
    queryKey: routeFareKeys.pair(departureId, destinationId),
    queryFn: ({ signal }) =>
      request(
        'settings',
        `/Fares/GetRouteFares/${departureId}/${destinationId}`,
        RouteFaresResponse,
        { signal },
      ).then((envelope) => envelope.data),
    staleTime: 30 * 60 * 1000,
  })
