import { queryOptions } from '@tanstack/react-query'
import { PopularRoutesResponse } from '#shared/contract/settings.ts'
import { request } from '#app/api/http.ts'

// SPEC §7, §9: popular routes over 5 days, 5 routes, fetched once a day.
const DAY_MS = 24 * 60 * 60 * 1000

export const popularRouteKeys = {
  all: ['popular-routes'] as const,
  list: (days: number, routes: number) => [...popularRouteKeys.all, { days, routes }] as const,
}

export const popularRoutesQueryOptions = (days = 5, routes = 5) =>
  queryOptions({
    queryKey: popularRouteKeys.list(days, routes),
    queryFn: ({ signal }) =>
      request(
        'settings',
        `/Route/getpopularroutes?noOfDays=${days}&noOfRoutes=${routes}`,
        PopularRoutesResponse,
        { signal },
      ).then((envelope) => envelope.data),
    staleTime: DAY_MS,
    meta: { persist: true },
  })
