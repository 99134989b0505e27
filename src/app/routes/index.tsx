import { createFileRoute, redirect } from '@tanstack/react-router'
import { getUser } from '#app/features/account/session.ts'
import { departureTerminalsQueryOptions } from '#app/features/terminals/terminals.queries.ts'
import { popularRoutesQueryOptions } from '#app/features/popular-routes/popular-routes.queries.ts'
import { HomePage } from '#app/features/home/home-page.tsx'

export const Route = createFileRoute('/')({
  // SPEC §2: home goes to /dashboard when logged in.
  beforeLoad: () => {
    if (getUser()) throw redirect({ to: '/dashboard' })
  },
  // Warm the cache without blocking the page: the form shows while terminals load.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(departureTerminalsQueryOptions())
    void queryClient.prefetchQuery(popularRoutesQueryOptions())
  },
  component: HomePage,
})
