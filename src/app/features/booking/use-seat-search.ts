import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError, errorMessage } from '#app/api/http.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { tripSearchQueryOptions } from '#app/api/trips.queries.ts'

// The SPEC §8 catalogue is only needed once a search answers: keep it off the home page's
// first load (DESIGN §9 budget).
const loadMessages = () => import('./search-messages.ts')

export interface Suggestion {
  search: BusSearch
  message: string
}

/**
 * SPEC §4 Search: idle → 'Looking for Buses' → /select-bus, or the suggestion popup when the
 * suggestion flag is 1, or an error (one way: the server's shortDescription; round trip: the
 * fixed SPEC §8 message). The result lands in the query cache that /select-bus reads.
 */
export function useSeatSearch(terminalName: (id: number) => string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  const [error, setError] = useState<string | null>(null)

  const mutation = useMutation({
    mutationFn: (search: BusSearch) => queryClient.fetchQuery(tripSearchQueryOptions(search)),
    // A search is not worth replaying later: fail at once when offline.
    networkMode: 'always',
    onMutate: () => setError(null),
    onSuccess: async (data, search) => {
      const suggestedReturn = search.tripType === 1 && data.suggestedReturn === 1
      if (data.suggestedOneWay === 1 || suggestedReturn) {
        const [from, to] =
          data.suggestedOneWay === 1 ? [search.from, search.to] : [search.to, search.from]
        const messages = await loadMessages()
        setSuggestion({
          search,
          message: messages.noBusBetween(terminalName(from), terminalName(to)),
        })
        return
      }
      void navigate({ to: '/select-bus', search })
    },
    onError: async (failure, search) => {
      // No signal says so, round trip or not (as /select-bus does, search-error.tsx).
      const refused = !(failure instanceof ApiError && failure.status === 0)
      setError(
        search.tripType === 1 && refused
          ? (await loadMessages()).searchRoundTripError
          : errorMessage(failure),
      )
    },
  })

  return {
    search: mutation.mutate,
    searching: mutation.isPending,
    error,
    clearError: () => setError(null),
    suggestion,
    closeSuggestion: () => setSuggestion(null),
    viewSuggestions: () => {
      if (suggestion) void navigate({ to: '/select-bus', search: suggestion.search })
    },
  }
}
