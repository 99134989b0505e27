import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { Page } from '#app/ui/page.tsx'

const BookingStatusSearch = v.object({ ref: v.optional(v.pipe(v.string(), v.trim())) })

export const Route = createFileRoute('/bookingStatus')({
  validateSearch: BookingStatusSearch,
  component: BookingStatusPage,
})

function BookingStatusPage() {
  const { ref } = Route.useSearch()
  return (
    <Page title="Booking Details">
      {ref && (
        <p>
          Booking reference: <strong>{ref}</strong>
        </p>
      )}
      <p className="notice">Booking details are being built and will be available soon.</p>
    </Page>
  )
}
