import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SelfCheckInPage } from '#app/features/tickets/self-check-in-page.tsx'

const SelfCheckInSearch = v.object({ ref: v.optional(v.pipe(v.string(), v.trim())) })

// SPEC §2 check-in by location (?ref=… from Booking Details).
export const Route = createFileRoute('/selfcheckin')({
  validateSearch: SelfCheckInSearch,
  component: SelfCheckInRoute,
})

function SelfCheckInRoute() {
  const { ref } = Route.useSearch()
  return <SelfCheckInPage key={ref ?? ''} reference={ref} />
}
