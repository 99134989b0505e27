import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BusSearchSchema, type BusSearch } from '#app/lib/bus-search.ts'
import { tripSearchQueryOptions } from '#app/features/booking/trips.queries.ts'
import { BusResults } from '#app/features/booking/bus-results.tsx'
import { IncompleteSearch, SearchError } from '#app/features/booking/search-error.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart } from '#app/ui/lazy-part.tsx'

// The seat map, its dialogs and the sign-in gate load when View Seats is pressed, not with the
// results (bundle budget).
const SeatFlow = lazyPart(() => import('#app/features/seats/seat-flow.tsx').then((m) => m.default))

/** An address without a whole search (an old bookmark, a hand-typed link): no error, a way back. */
const INCOMPLETE = { incomplete: true } as const

export const Route = createFileRoute('/select-bus')({
  // The search lives in the URL: a reload of /select-bus runs it again.
  validateSearch: (raw): BusSearch | typeof INCOMPLETE => {
    const parsed = v.safeParse(BusSearchSchema, raw)
    return parsed.success ? parsed.output : INCOMPLETE
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if ('incomplete' in deps) return
    await queryClient.ensureQueryData(tripSearchQueryOptions(deps))
  },
  pendingComponent: () => <Spinner label="Looking for Buses" />,
  errorComponent: SearchError,
  component: SelectBusPage,
})

function SelectBusPage() {
  const search = Route.useSearch()
  if ('incomplete' in search) return <IncompleteSearch />
  return <BusResults search={search} SeatStep={SeatFlow} />
}
