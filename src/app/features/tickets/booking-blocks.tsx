import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { BookingRow, HireDetails } from '#shared/contract/booking.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { hasDeparted, refundNote } from '#shared/domain/booking-history.ts'
import { lagosToday } from '#shared/domain/date-windows.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { serverNow } from '#app/lib/server-clock.ts'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { Spinner } from '#app/ui/spinner.tsx'

// Opened by Show Ticket: it loads then (from the service worker's cache with no signal), not with
// the page, whose first paint it would hold back by a script and a sheet more.
const TicketDialog = lazyPart(() => import('./ticket-dialog.tsx').then((m) => m.TicketDialog))

/** SPEC §4 Booking status: 0 Pending, 1 Confirmed; others are not travelling. */
function statusName(status: number): string {
  if (status === BOOKING_STATUS.pending) return 'Pending'
  if (status === BOOKING_STATUS.confirmed) return 'Confirmed'
  if (status === BOOKING_STATUS.expired) return 'Expired'
  if (status === BOOKING_STATUS.failed) return 'Failed'
  return 'Cancelled'
}

interface BookingBlocksProps {
  rows: BookingRow[]
  busy: boolean
  onCheckIn: () => void
}

/** SPEC §2: one booking shows its summary and main traveller; several show a block each. */
export function BookingBlocks({ rows, busy, onCheckIn }: BookingBlocksProps) {
  const [viewing, setViewing] = useState(false)
  const first = rows[0]
  if (!first) return null
  const single = rows.length === 1
  const now = serverNow()
  // Printed is per leg: a round trip checked in outward still checks in its return.
  const toCheckIn = rows.some((row) => !row.isPrinted && !hasDeparted([row], now))
  const printed = rows.some((row) => row.isPrinted)
  return (
    <>
      {single ? (
        <>
          <Summary row={first} />
          <section className="status-block" aria-labelledby="main-traveller">
            <h2 id="main-traveller">Main traveller</h2>
            <Traveller row={first} />
          </section>
        </>
      ) : (
        <>
          <Summary row={first} />
          {rows.map((row, index) => (
            <section
              key={`${row.isReturn}-${row.seatNumber}`}
              className="status-block"
              aria-label={`Ticket ${index + 1}`}
            >
              <h2>
                Ticket {index + 1}: {row.isReturn ? 'return trip' : 'departure trip'}
              </h2>
              <Traveller row={row} />
            </section>
          ))}
        </>
      )}
      <div className="actions">
        {first.hire ? (
          // A hired bus is not checked in or tracked seat by seat: its ticket is what it has.
          first.bookingStatus === BOOKING_STATUS.confirmed ? (
            <button type="button" className="button" onClick={() => setViewing(true)}>
              Show Ticket
            </button>
          ) : first.bookingStatus === BOOKING_STATUS.pending ? (
            <p className="notice">Awaiting payment.</p>
          ) : null
        ) : first.bookingStatus === BOOKING_STATUS.confirmed ? (
          <>
            {/* Its buses have left (a round trip's return too): nothing to check in, but the bus
                on its way can still be followed, as it can once checked in. */}
            {toCheckIn ? (
              <button type="button" className="button" disabled={busy} onClick={onCheckIn}>
                Check In
              </button>
            ) : hasDeparted(rows, now) ? (
              <p className="notice">This trip has departed.</p>
            ) : null}
            {/* Issue 12: the ticket and its QR, from any saved booking, before check-in too;
                SPEC §2 calls it View Ticket once printed. */}
            <button
              type="button"
              className={printed && !toCheckIn ? 'button' : 'button button--ghost'}
              onClick={() => setViewing(true)}
            >
              {printed ? 'View Ticket' : 'Show Ticket'}
            </button>
            <Link
              to="/track-bus"
              search={{ ref: first.bookingReferenceCode }}
              className="button button--ghost"
            >
              Track Bus
            </Link>
          </>
        ) : first.bookingStatus === BOOKING_STATUS.pending ? (
          <p className="notice">Awaiting payment: check-in opens once the booking is paid.</p>
        ) : null}
      </div>
      {viewing && (
        <PartBoundary fallback={<Spinner label="Loading…" />}>
          <TicketDialog rows={rows} onClose={() => setViewing(false)} />
        </PartBoundary>
      )}
    </>
  )
}

function Summary({ row }: { row: BookingRow }) {
  // Paid but not kept (tester T6): where the money went, beside 'Failed' or 'Expired'.
  const refunded = refundNote(row)
  return (
    <section className="status-block" aria-labelledby="booking-summary">
      <h2 id="booking-summary">Booking summary</h2>
      <dl>
        <dt>Route</dt>
        <dd>{formatRouteName(row.routeName)}</dd>
        <dt>Status</dt>
        <dd>{statusName(row.bookingStatus)}</dd>
        {refunded && (
          <>
            <dt>Refund</dt>
            <dd>{refunded}</dd>
          </>
        )}
        <dt>Ref code</dt>
        <dd>{row.bookingReferenceCode}</dd>
        <dt>Total amount</dt>
        <dd>{formatNaira(row.totalAmount)}</dd>
        <dt>Booking date</dt>
        {/* The Lagos day it was booked, not the UTC one (tester N), as booking history says. */}
        <dd>{formatDay(lagosToday(new Date(row.createdDate)))}</dd>
        <dt>Round trip</dt>
        <dd>{row.HasReturn ? 'Yes' : 'No'}</dd>
        <dt>Number of tickets</dt>
        <dd>{row.noOfTicket}</dd>
      </dl>
    </section>
  )
}

function Traveller({ row }: { row: BookingRow }) {
  if (row.hire) return <Hirer row={row} hire={row.hire} />
  return (
    <dl>
      <dt>Full name</dt>
      <dd>{row.fullName}</dd>
      <dt>Departure</dt>
      <dd>{row.departureTerminalName}</dd>
      <dt>Destination</dt>
      <dd>{row.destinationTerminalName}</dd>
      <dt>Departure date</dt>
      <dd>
        {formatDay(row.departureDate)}, {formatDepartureTime(row.departureTime)}
      </dd>
      <dt>Seat</dt>
      <dd>{row.seatNumber}</dd>
      <dt>Phone</dt>
      <dd>{row.phoneNumber}</dd>
      <dt>Next of kin</dt>
      <dd>{row.nextOfKinName}</dd>
      <dt>Passenger type</dt>
      <dd>{row.passengerType === 0 ? 'Adult' : 'Child'}</dd>
      <dt>Amount</dt>
      <dd>{formatNaira(row.amount)}</dd>
      <dt>Checked in</dt>
      <dd>{row.checkedIn ? 'Yes' : 'No'}</dd>
    </dl>
  )
}

/** A hire's row: who hired which buses, from where to where, on which day. */
function Hirer({ row, hire }: { row: BookingRow; hire: HireDetails }) {
  return (
    <dl>
      <dt>Hired by</dt>
      <dd>{row.fullName}</dd>
      <dt>Pick-up</dt>
      <dd>{row.departureTerminalName}</dd>
      <dt>Destination</dt>
      <dd>{row.destinationTerminalName}</dd>
      <dt>Departure date</dt>
      <dd>{formatDay(row.departureDate)}</dd>
      <dt>Buses</dt>
      <dd>{hiredBuses(hire.vehicles)}</dd>
      <dt>Phone</dt>
      <dd>{row.phoneNumber}</dd>
      <dt>Next of kin</dt>
      <dd>{row.nextOfKinName}</dd>
      <dt>Amount</dt>
      <dd>{formatNaira(row.amount)}</dd>
    </dl>
  )
}
