import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BookingStatusPage } from '#app/features/tickets/booking-status-page.tsx'

const BookingStatusSearch = v.object({ ref: v.optional(v.pipe(v.string(), v.trim())) })

export const Route = createFileRoute('/bookingStatus')({
  validateSearch: BookingStatusSearch,
  component: BookingStatusRoute,
})

function BookingStatusRoute() {
  const { ref } = Route.useSearch()
  // A new reference is a new lookup: the page starts afresh.
  return <BookingStatusPage key={ref ?? ''} reference={ref} />
}
