import { createFileRoute } from '@tanstack/react-router'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { requireSession } from '#app/features/account/require-session.ts'
import { DashboardPage } from '#app/features/account/dashboard-page.tsx'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'

// Imported lazily so the search stays inside the home page's chunk instead of becoming a chunk
// of its own that the home page would then load separately (bundle budget).
const TripSearch = lazyPart(() => import('./-components/trip-search.tsx').then((m) => m.TripSearch))

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireSession(),
  // The dashboard carries the trip search: warm the terminals without blocking the page.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(departureTerminalsQueryOptions())
  },
  component: Dashboard,
})

function Dashboard() {
  return (
    <DashboardPage
      tripSearch={
        <PartBoundary fallback={<Spinner label="Loading…" />}>
          <TripSearch />
        </PartBoundary>
      }
    />
  )
}
