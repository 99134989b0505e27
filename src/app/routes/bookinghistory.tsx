import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { BookingHistoryPage } from '#app/features/booking-history/booking-history-page.tsx'

// SPEC §2, §6: redirects to / when signed out. No loader: the page's own query starts as soon as
// its chunk arrives (see setting.tsx).
export const Route = createFileRoute('/bookinghistory')({
  beforeLoad: () => requireSession(),
  component: BookingHistoryPage,
})
