import { createFileRoute } from '@tanstack/react-router'
import { BusSearchSchema } from '#app/lib/bus-search.ts'
import { searchOrIncomplete } from '#app/lib/incomplete-search.ts'
import { tripSearchQueryOptions } from '#app/api/trips.queries.ts'
import { BusResults } from '#app/features/booking/bus-results.tsx'
import { IncompleteSearch, SearchError } from '#app/features/booking/search-error.tsx'
import { PageSpinner } from '#app/ui/spinner.tsx'
import { lazyPart } from '#app/ui/lazy-part.tsx'

// The seat map, its dialogs and the sign-in gate load when View Seats is pressed, not with the
// results (bundle budget).
const SeatFlow = lazyPart(() => import('#app/features/seats/seat-flow.tsx').then((m) => m.default))

// The search lives in the URL: a reload of /select-bus runs it again. (Made here, not in the
// options below: there its type would be inferred with loaderDeps' and come out empty.)
const validateSearch = searchOrIncomplete(BusSearchSchema)

export const Route = createFileRoute('/select-bus')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if ('incomplete' in deps) return
    await queryClient.ensureQueryData(tripSearchQueryOptions(deps))
  },
  pendingComponent: () => <PageSpinner label="Looking for Buses" />,
  errorComponent: SearchError,
  component: SelectBusPage,
})

function SelectBusPage() {
  const search = Route.useSearch()
  if ('incomplete' in search) return <IncompleteSearch />
  return <BusResults search={search} SeatStep={SeatFlow} />
}
