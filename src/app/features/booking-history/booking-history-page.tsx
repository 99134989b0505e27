import { Suspense, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { BookingRow } from '#shared/contract/booking.ts'
import { messages } from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { BookingDetailDialog } from './booking-detail-dialog.tsx'
import { bookingHistoryQueryOptions } from './booking-history.queries.ts'
import { formatDay, historyStatusName } from './history-format.ts'
import '#app/ui/account.css'

/** SPEC §2 Booking history: the customer's bookings, or 'You are yet to make a booking'. */
export function BookingHistoryPage() {
  return (
    <SidebarLayout title="Booking history">
      <Suspense fallback={<Spinner label="Loading your bookings…" />}>
        <BookingList />
      </Suspense>
    </SidebarLayout>
  )
}

function BookingList() {
  const { data: bookings } = useSuspenseQuery(bookingHistoryQueryOptions())
  const [open, setOpen] = useState<BookingRow | null>(null)

  return (
    <>
      {bookings.length === 0 ? (
        <p className="empty">{messages.noBookingsYet}</p>
      ) : (
        <ul className="card-list">
          {bookings.map((booking) => (
            <li key={booking.bookingReferenceCode}>
              <article aria-label={`Booking ${booking.bookingReferenceCode}`}>
                <h2>{formatRouteName(booking.routeName)}</h2>
                <p>
                  <span className="status-badge">{historyStatusName(booking.bookingStatus)}</span>{' '}
                  {booking.bookingReferenceCode}
                </p>
                <p>
                  {formatDay(booking.departureDate)} · {formatNaira(booking.totalAmount)}
                </p>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setOpen(booking)}
                >
                  View Details
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
      <BookingDetailDialog booking={open} onClose={() => setOpen(null)} />
    </>
  )
}
