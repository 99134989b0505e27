import { startTransition, useEffect, useState } from 'react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { getUser } from '#app/lib/session.ts'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import { popularRoutesQueryOptions } from '#app/features/popular-routes/popular-routes.queries.ts'
import { HomePage } from '#app/features/home/home-page.tsx'
import { PopularRoutesCarousel } from '#app/features/popular-routes/popular-routes-carousel.tsx'
import { TripSearch } from './-components/trip-search.tsx'

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
  component: Home,
})

function Home() {
  // The popular routes, below the fold, render in a second pass the browser can interrupt: the
  // router renders a page in one blocking task, and on a slow phone the whole home made it a long
  // one (issue 9).
  const [belowFold, setBelowFold] = useState(false)
  useEffect(() => startTransition(() => setBelowFold(true)), [])
  return (
    <HomePage
      tripSearch={<TripSearch />}
      popularRoutes={belowFold ? <PopularRoutesCarousel /> : null}
    />
  )
}
