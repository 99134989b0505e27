import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { BusSearchSchema } from '#app/lib/bus-search.ts'
import { tripSearchQueryOptions } from '#app/features/booking/trips.queries.ts'
import { BusResults } from '#app/features/booking/bus-results.tsx'
import { SearchError } from '#app/features/booking/search-error.tsx'
import { Spinner } from '#app/ui/spinner.tsx'

// The seat map, its dialogs and the sign-in gate load when View Seats is pressed, not with the
// results (bundle budget).
const SeatFlow = lazy(() => import('#app/features/seats/seat-flow.tsx'))

export const Route = createFileRoute('/select-bus')({
  // The search lives in the URL: a reload of /select-bus runs it again.
  validateSearch: BusSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(tripSearchQueryOptions(deps)),
  pendingComponent: () => <Spinner label="Looking for Buses" />,
  errorComponent: SearchError,
  component: SelectBusPage,
})

function SelectBusPage() {
  const search = Route.useSearch()
  return <BusResults search={search} SeatStep={SeatFlow} />
}
