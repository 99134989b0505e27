import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { BookingHistoryPage } from '#app/features/booking-history/booking-history-page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'

export const Route = createFileRoute('/bookinghistory')({
  // SPEC §2, §6: redirects to / when signed out.
  beforeLoad: () => requireSession(),
  // Loaders ship with the entry chunk: the query module loads only when the page is opened.
  loader: async ({ context: { queryClient } }) => {
    const { bookingHistoryQueryOptions } =
      await import('#app/features/booking-history/booking-history.queries.ts')
    return queryClient.ensureQueryData(bookingHistoryQueryOptions())
  },
  pendingComponent: () => <Spinner label="Loading your bookings…" />,
  component: BookingHistoryPage,
})
