import { Fragment, useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { BookingRow } from '#shared/contract/booking.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import { refundNote, seatTravelled } from '#shared/domain/booking-history.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { useServerNow } from '#app/lib/server-clock.ts'
import { formatDay, historyStatusName, passengerTypeName } from './history-format.ts'

/** SPEC §2 Booking history detail, with the per-seat toggle. */
export function BookingDetailDialog(props: { booking: BookingRow | null; onClose: () => void }) {
  return (
    <Dialog open={props.booking !== null} title="Booking Details" onClose={props.onClose}>
      {props.booking && <BookingDetail booking={props.booking} />}
    </Dialog>
  )
}

/** SPEC §5 time helper ('06:00 AM'), as booking status shows it; a hire has no time of its own. */
const clockTime = (time: string) => (time ? formatDepartureTime(time) : '')

function BookingDetail({ booking }: { booking: BookingRow }) {
  const [showTickets, setShowTickets] = useState(false)
  const now = useServerNow()
  const ticketsId = useId()
  const { hire } = booking
  const refunded = refundNote(booking)
  // A hire books buses: no seat, passenger type or seat tickets of its own.
  const facts: Fact[] = [
    ['Route', formatRouteName(booking.routeName)],
    ['Status', historyStatusName(booking.bookingStatus)],
    ...(refunded ? ([['Refund', refunded]] satisfies Fact[]) : []),
    ['Ref Code', booking.bookingReferenceCode],
    ['Discount', formatNaira(booking.discount)],
    ['Total Amount', formatNaira(booking.totalAmount)],
    ['Booking Date', formatDay(booking.createdDate)],
    [
      'Departure Date',
      `${formatDay(booking.departureDate)} ${clockTime(booking.departureTime)}`.trim(),
    ],
    ...(booking.returnTrip
      ? ([
          ['Return Route', formatRouteName(booking.returnTrip.routeName)],
          [
            'Return Date',
            `${formatDay(booking.returnTrip.departureDate)} ${clockTime(booking.returnTrip.departureTime)}`.trim(),
          ],
        ] satisfies Fact[])
      : []),
    hire ? ['Buses', hiredBuses(hire.vehicles)] : ['Seat', booking.seatNumber],
    ['Contact Name', booking.fullName],
    ['Contact Phone', booking.phoneNumber],
    ['Next of Kin', booking.nextOfKinName || '—'],
  ]
  if (hire) return <Facts facts={facts} />
  facts.push(
    ['Passenger Type', passengerTypeName(booking.passengerType)],
    ['Number of Tickets', booking.noOfTicket],
  )

  return (
    <>
      <Facts facts={facts} />
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={showTickets}
        aria-controls={ticketsId}
        onClick={() => setShowTickets((shown) => !shown)}
      >
        {showTickets ? 'Hide Tickets' : 'Show Tickets'}
      </button>
      <ul id={ticketsId} className="card-list" hidden={!showTickets}>
        {booking.seatManagementDetails.map((seat, index) => (
          <li key={index}>
            <dl className="facts">
              <dt>Full Name</dt>
              <dd>{seat.fullName}</dd>
              <dt>Ref Code</dt>
              <dd>{seat.bookingReferenceCode}</dd>
              <dt>Seat</dt>
              <dd>
                {seat.seatNumber}
                {booking.returnTrip && (seat.isReturn ? ' (return trip)' : ' (departure trip)')}
              </dd>
              <dt>Amount</dt>
              <dd>{formatNaira(seat.amount)}</dd>
            </dl>
            {seat.seatManagementId && seatTravelled(booking, seat, now) && (
              <Link
                to="/ratings"
                search={{ seatId: seat.seatManagementId }}
                className="button button--small"
              >
                Rate this trip
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

type Fact = [string, string | number]

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
