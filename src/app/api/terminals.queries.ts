import { queryOptions } from '@tanstack/react-query'
import { TerminalListResponse } from '#shared/contract/settings.ts'
import { request } from './http.ts'

// SPEC §9: terminal lists are cached 30 minutes; kept across visits (meta.persist).
const TERMINALS_STALE_MS = 30 * 60 * 1000

export const terminalKeys = {
  all: ['terminals'] as const,
  departures: () => [...terminalKeys.all, 'departures', 'NG'] as const,
  destinations: (departureId: number) =>
    [...terminalKeys.all, 'destinations', departureId] as const,
  detail: (id: number) => [...terminalKeys.all, 'detail', id] as const,
}

export const departureTerminalsQueryOptions = () =>
  queryOptions({
    queryKey: terminalKeys.departures(),
    queryFn: ({ signal }) =>
      request('settings', '/Terminal/DepartureTerminalsByCountryCode/NG', TerminalListResponse, {
        signal,
      }).then((envelope) => envelope.data),
    staleTime: TERMINALS_STALE_MS,
    meta: { persist: true },
  })

export const destinationTerminalsQueryOptions = (departureId: number) =>
  queryOptions({
    queryKey: terminalKeys.destinations(departureId),
    queryFn: ({ signal }) =>
      request(
        'settings',
        `/Terminal/GetDestinationTerminals/${departureId}`,
        TerminalListResponse,
        {
          signal,
        },
      ).then((envelope) => envelope.data),
    staleTime: TERMINALS_STALE_MS,
    meta: { persist: true },
  })
