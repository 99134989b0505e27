import { useQueries, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { BookingRow, Ticket } from '#shared/contract/booking.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { bookingHistoryQueryOptions } from '#app/api/booking-history.queries.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { useServerNow } from '#app/lib/server-clock.ts'
import { lagosToday } from '#shared/domain/date-windows.ts'
import { useUser } from '#app/lib/session.ts'
import { useOfflineReady } from '#app/lib/use-offline-ready.ts'
import { removeSaved } from '#app/offline/ticket-store.ts'
import { dropPageSnapshots } from '#app/offline/page-snapshot.ts'
import '#app/ui/card-list.css'
import { compareText } from '#shared/domain/text-order.ts'
import { savedTicketsQuery } from './saved-tickets.queries.ts'
import { bookingStatusQueryOptions, useAskAgainWhenOnline } from './booking-status.queries.ts'

// Issue 12: every ticket and booking status this device has bought or looked up, found without
// typing a reference, online or off; a signed-in traveller's account bookings merged in.

interface Entry {
  reference: string
  route: string
  /** Lagos 'yyyy-mm-dd'. */
  date: string
  time: string
  status: number
  onDevice: boolean
}

function fromTicket(ticket: Ticket): Entry {
  return {
    reference: ticket.bookingReferenceCode,
    route: `${ticket.departureTerminalName} → ${ticket.destinationTerminalName}`,
    date: ticket.departureDate,
    time: ticket.departureTime,
    status: ticket.bookingStatus,
    onDevice: true,
  }
}

function fromRow(row: BookingRow, onDevice: boolean): Entry {
  return {
    reference: row.bookingReferenceCode,
    route: formatRouteName(row.routeName),
    date: row.departureDate,
    time: row.departureTime,
    status: row.bookingStatus,
    onDevice,
  }
}

const STATUS: Record<number, string> = {
  [BOOKING_STATUS.pending]: 'Awaiting payment',
  [BOOKING_STATUS.confirmed]: 'Confirmed',
  [BOOKING_STATUS.expired]: 'Expired',
  [BOOKING_STATUS.failed]: 'Failed',
}

export function MyTickets() {
  const user = useUser()
  const offlineReady = useOfflineReady()
  const queryClient = useQueryClient()
  // Read before the page first shows (the route's loader), so the list or its empty notice is on
  // the first screen rather than a spinner the notice then pushes the page down from.
  const saved = useSuspenseQuery(savedTicketsQuery)
  const account = useQuery({ ...bookingHistoryQueryOptions(), enabled: Boolean(user) })
  // Upcoming and past by the server's Lagos day, not the phone's.
  const now = useServerNow()

  const byRef = new Map<string, Entry>()
  // A status seen later knows more (check-in, cancellation) than the ticket saved at purchase.
  for (const { ticket } of saved.data.tickets)
    byRef.set(ticket.bookingReferenceCode, fromTicket(ticket))
  for (const { status } of saved.data.statuses) {
    const row = status.userData[0]
    if (row) byRef.set(status.refCode, fromRow(row, true))
  }
  // The account's rows, just fetched, know the latest status of a ticket saved on the phone too.
  for (const row of account.data ?? []) {
    const onPhone = byRef.get(row.bookingReferenceCode)
    if (!onPhone || !account.isError)
      byRef.set(row.bookingReferenceCode, fromRow(row, onPhone?.onDevice ?? false))
  }
  // A ticket saved while awaiting payment is asked about again (and saved again): paid elsewhere,
  // or its hold lapsed, it no longer says 'Awaiting payment'. With no signal, the saved answer.
  const awaiting = [...byRef.values()]
    .filter((entry) => entry.onDevice && entry.status === BOOKING_STATUS.pending)
    .map((entry) => entry.reference)
  const asked = useQueries({
    queries: awaiting.map((reference) => ({
      ...bookingStatusQueryOptions(reference),
      staleTime: 30_000,
    })),
  })
  // Read from the phone with no signal: asked again once it is back, not left 'Awaiting payment'.
  useAskAgainWhenOnline(asked.some((answer) => answer.data?.savedAt))
  asked.forEach((answer, index) => {
    const row = answer.data?.status?.userData[0]
    if (row && !answer.data?.savedAt) byRef.set(awaiting[index]!, fromRow(row, true))
  })
  const today = lagosToday(now)
  const entries = [...byRef.values()].sort(
    (a, b) => compareText(b.date, a.date) || compareText(b.time, a.time),
  )
  const upcoming = entries.filter((e) => e.date >= today)
  const past = entries.filter((e) => e.date < today)

  async function remove(reference: string) {
    if (!window.confirm(`Remove ticket ${reference} from this phone? It stays in your account.`))
      return
    await Promise.all([removeSaved(reference), dropPageSnapshots(reference)])
    await queryClient.invalidateQueries({ queryKey: savedTicketsQuery.queryKey })
  }

  return (
    <section className="my-tickets" aria-labelledby="my-tickets">
      <h2 id="my-tickets">My tickets</h2>
      {entries.length === 0 ? (
        <p className="notice">
          No tickets on this phone yet. Tickets you buy or look up here are kept on the phone, so
          you can open them at the terminal with no signal.
        </p>
      ) : (
        <>
          {upcoming.length === 0 && <p className="notice">No upcoming trips.</p>}
          <TicketList entries={upcoming} onRemove={remove} />
          {past.length > 0 && (
            <details className="my-tickets__past">
              <summary>Past trips ({past.length})</summary>
              <TicketList entries={past} onRemove={remove} />
            </details>
          )}
        </>
      )}
      {entries.some((entry) => entry.onDevice) && !offlineReady && (
        <p className="field__hint" role="status">
          Getting this phone ready to open them with no signal: keep the app open a moment.
        </p>
      )}
      {account.isError && account.data && (
        <p className="field__hint">Your account bookings as last seen: you are offline.</p>
      )}
    </section>
  )
}

function TicketList(props: { entries: Entry[]; onRemove: (reference: string) => void }) {
  if (props.entries.length === 0) return null
  return (
    <ul className="card-list">
      {props.entries.map((entry) => (
        <li key={entry.reference}>
          <article aria-label={`Ticket ${entry.reference}`} className="status-block">
            <h3>
              <Link to="/bookingStatus" search={{ ref: entry.reference }}>
                {entry.route}
              </Link>
            </h3>
            <p>
              {formatDay(entry.date)}
              {entry.time && ` · ${formatDepartureTime(entry.time)}`} ·{' '}
              {STATUS[entry.status] ?? 'Cancelled'}
            </p>
            <p className="field__hint">
              {entry.reference}
              {entry.onDevice ? ' · saved on this phone' : ' · in your account'}
            </p>
            {entry.onDevice && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => props.onRemove(entry.reference)}
              >
                Remove from this phone
              </button>
            )}
          </article>
        </li>
      ))}
    </ul>
  )
}
