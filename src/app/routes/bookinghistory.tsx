import { createFileRoute } from '@tanstack/react-router'
import { SidebarLayout } from '#app/features/layout/sidebar-layout.tsx'

export const Route = createFileRoute('/bookinghistory')({
  component: BookinghistoryPage,
})

function BookinghistoryPage() {
  return (
    <SidebarLayout title="Booking history">
      <p>Your bookings will show here once you sign in.</p>
    </SidebarLayout>
  )
}
