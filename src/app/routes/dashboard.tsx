import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { DashboardPage } from '#app/features/account/dashboard-page.tsx'
import { departureTerminalsQueryOptions } from '#app/features/terminals/terminals.queries.ts'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireSession(),
  // The dashboard carries the trip search: warm the terminals without blocking the page.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(departureTerminalsQueryOptions())
  },
  component: DashboardPage,
})
