import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { serverNow } from '#app/lib/server-clock.ts'
import type { BookingRow } from '#shared/contract/booking.ts'
import * as messages from '#shared/domain/messages.ts'
import { historyGroup, whatHappened } from '#shared/domain/booking-history.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { LastSeen } from '#app/ui/last-seen.tsx'
import { BookingDetailDialog } from './booking-detail-dialog.tsx'
import { bookingHistoryQueryOptions } from '#app/api/booking-history.queries.ts'
import { formatDay, historyStatusName } from './history-format.ts'
import '#app/ui/account.css'

/** SPEC §2 Booking history: the customer's bookings, or 'You are yet to make a booking'. */
export function BookingHistoryPage() {
  return (
    <SidebarLayout title="Booking history">
      <BookingList />
    </SidebarLayout>
  )
}

function BookingList() {
  const history = useQuery(bookingHistoryQueryOptions())
  return (
    <LastSeen
      query={history}
      what="your bookings"
      loading="Loading your bookings…"
      neverSeen="You are offline. Your bookings show here once this phone has been online."
      instead={<Link to="/bookingStatus">My tickets on this phone</Link>}
    >
      {(bookings) => <Bookings bookings={bookings} />}
    </LastSeen>
  )
}

function Bookings({ bookings }: { bookings: BookingRow[] }) {
  const [open, setOpen] = useState<BookingRow | null>(null)
  const now = serverNow()
  const trips = bookings.filter((b) => historyGroup(b, now) === 'trips')
  const notCompleted = bookings.filter((b) => historyGroup(b, now) === 'not-completed')
  const card = (booking: BookingRow) => (
    <BookingCard key={booking.bookingReferenceCode} booking={booking} now={now} onOpen={setOpen} />
  )

  return (
    <>
      {bookings.length === 0 ? (
        <p className="empty">{messages.noBookingsYet}</p>
      ) : (
        <>
          {trips.length > 0 ? (
            <ul className="card-list">{trips.map(card)}</ul>
          ) : (
            <p className="empty">{messages.noBookingsYet}</p>
          )}
          {notCompleted.length > 0 && (
            <details className="not-completed">
              <summary>Not completed ({notCompleted.length})</summary>
              <ul className="card-list">{notCompleted.map(card)}</ul>
            </details>
          )}
        </>
      )}
      <BookingDetailDialog booking={open} onClose={() => setOpen(null)} />
    </>
  )
}

function BookingCard(props: {
  booking: BookingRow
  now: Date
  onOpen: (booking: BookingRow) => void
}) {
  const { booking } = props
  return (
    <li>
      <article aria-label={`Booking ${booking.bookingReferenceCode}`}>
        <h2>{formatRouteName(booking.routeName)}</h2>
        <p>
          <span className="status-badge">{historyStatusName(booking.bookingStatus)}</span>{' '}
          {booking.bookingReferenceCode}
        </p>
        <p className="card-list__why">
          {whatHappened({ ...booking, isHire: Boolean(booking.hire) }, props.now)}
        </p>
        <p>
          {formatDay(booking.departureDate)} · {formatNaira(booking.totalAmount)}
        </p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => props.onOpen(booking)}
        >
          View Details
        </button>
      </article>
    </li>
  )
}
