import { encode } from 'uqr'
import type { Ticket, TicketLeg } from '#shared/contract/booking.ts'
import {
  hasDeparted,
  refundNote,
  whatHappened,
  type HistoryEntry,
} from '#shared/domain/booking-history.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatDay } from '#shared/domain/format-day.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import { formatNaira } from '#shared/domain/money.ts'
import type { AppDeps } from '#server/http/env.ts'
import { messageSender } from '#server/providers/messages/messages.ts'
import { ticketLink, ticketTokenMatches } from '#server/security/ticket-link.ts'
import { refundsOf } from '#server/services/payment/payment-refund.service.ts'
import * as read from './booking-read.repository.ts'
import { ticketFor } from './booking-ticket.service.ts'

// Issue 9: a ticket that needs no JavaScript. Once a payment confirms a booking, the traveller
// gets a link by SMS and e-mail; it opens a plain HTML page (Opera Mini's extreme mode, a
// browser with scripts off) with the trip, the seats and the QR code the terminal scans. It says
// what the app's ticket says (ui/ticket-view.tsx), in the app's date and time formats.

/** A leg's day and, for seats, its time: 'Thu, 26 Nov 2026 06:00 AM' (a hire has no time). */
const when = (leg: TicketLeg) =>
  leg.departureTime
    ? `${formatDay(leg.departureDate)} ${formatDepartureTime(leg.departureTime)}`
    : formatDay(leg.departureDate)

/** Where the ticket is shown: a hired bus has no terminal and no check-in, its driver checks it. */
const showIt = (ticket: Ticket) =>
  ticket.hire ? 'to the driver when the bus picks you up' : 'at the terminal'

/** A ticket, and its booking as the app's history reads it (its hold, its refunds). */
export interface LinkedTicket {
  ticket: Ticket
  history: HistoryEntry
}

async function ticketOf(deps: AppDeps, reference: string): Promise<LinkedTicket | null> {
  const booking = await read.findBookingByReference(deps.db, reference)
  if (!booking) return null
  const [ticket, refunds] = await Promise.all([
    ticketFor(deps.db, booking),
    refundsOf(deps.db, [booking]),
  ])
  const history: HistoryEntry = {
    bookingStatus: ticket.bookingStatus,
    departureDate: ticket.departureDate,
    departureTime: ticket.departureTime,
    returnTrip: ticket.returnTrip,
    paymentMethod: ticket.paymentMethod,
    holdExpiresAt: booking.hold_expires_at?.toISOString() ?? null,
    isHire: Boolean(ticket.hire),
    refunds: refunds.get(booking.id) ?? [],
  }
  return { ticket, history }
}

/** The ticket for a link's reference and token, or null when either is wrong. */
export async function linkedTicket(
  deps: AppDeps,
  reference: string,
  token: string,
): Promise<LinkedTicket | null> {
  if (!token || !(await ticketTokenMatches(deps, reference, token))) return null
  return ticketOf(deps, reference)
}

/** After the payment that confirmed it: the ticket link by SMS and e-mail. Never throws. */
export async function sendTicketLink(deps: AppDeps, reference: string): Promise<void> {
  try {
    const booking = await read.findBookingByReference(deps.db, reference)
    if (!booking) return
    const ticket = await ticketFor(deps.db, booking)
    const link = await ticketLink(deps, ticket.bookingReferenceCode)
    const trip = (leg: TicketLeg) =>
      `${leg.departureTerminalName} to ${leg.destinationTerminalName}, ${when(leg)}`
    const seats = (leg: TicketLeg) => `seat ${leg.passengers.map((p) => p.seatNumber).join(', ')}`
    const what = ticket.hire ? `hire of ${hiredBuses(ticket.hire.vehicles)}` : seats(ticket)
    // A round trip's message names its return too: the SMS may be all the traveller keeps.
    const back = ticket.returnTrip
    const andBack = back ? `; return ${trip(back)}${ticket.hire ? '' : `, ${seats(back)}`}` : ''
    const text =
      `Your Waka ticket ${ticket.bookingReferenceCode}: ${trip(ticket)}, ${what}${andBack}. ` +
      `Show it ${showIt(ticket)}: ${link}`
    const sender = messageSender(deps)
    if (booking.phone_number) await sender.send({ channel: 'sms', to: booking.phone_number, text })
    if (booking.email)
      await sender.send({
        channel: 'email',
        to: booking.email,
        subject: `Your Waka ticket ${ticket.bookingReferenceCode}`,
        text,
      })
  } catch (error) {
    // The booking is paid and the app shows the ticket: a message that fails does not undo it.
    console.error('ticket link not sent', error)
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function qrSvg(reference: string): string {
  const { data, size } = encode(reference, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    `<svg viewBox="0 0 ${size} ${size}" width="200" height="200" role="img" ` +
    `aria-label="QR code of booking reference ${escape(reference)}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  )
}

function legHtml(title: string, leg: TicketLeg, hire: Ticket['hire']): string {
  const names = leg.passengers.map((p) => p.fullName).join(', ')
  type Row = [string, string]
  // As the app's ticket: a hire names who hired it and the buses, with no time and no seats.
  const what: Row[] = hire
    ? [
        ['Hired by', names],
        ['Vehicles', hiredBuses(hire.vehicles)],
      ]
    : [
        ['Time', formatDepartureTime(leg.departureTime)],
        ['Passengers', names],
        ['Seats', leg.passengers.map((p) => String(p.seatNumber)).join(', ')],
      ]
  const rows: Row[] = [
    ['From', leg.departureTerminalName],
    ['To', leg.destinationTerminalName],
    ['Date', formatDay(leg.departureDate)],
    ...what,
  ]
  return (
    `<h2>${escape(title)}</h2><dl>` +
    rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('') +
    '</dl>'
  )
}

/**
 * The whole page: a few KB of HTML and CSS, no script. A ticket to use says how; one whose bus has
 * left (it read as a valid ticket hours after), or not paid, says what the app's booking history
 * says of it, by the same rule (hasDeparted, a round trip by its return), and shows no QR code to
 * a booking with no seat.
 */
export function ticketPageHtml({ ticket, history }: LinkedTicket, now: Date): string {
  const ref = escape(ticket.bookingReferenceCode)
  const paid = ticket.status === 'confirmed'
  const legs = ticket.returnTrip ? [ticket, ticket.returnTrip] : [ticket]
  const toUse = paid && !hasDeparted(legs, now)
  const notice = toUse ? refundNote(history) : whatHappened(history, now)
  return `<!doctype html><html lang="en-NG"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Waka ticket ${ref}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#f4f6f5}
main{max-width:28rem;margin:0 auto;background:#fff;border-top:6px solid #0b6e4f;border-radius:8px;padding:1rem}
h1{font-size:1.3rem;margin:0 0 .5rem}h2{font-size:1rem;margin:1rem 0 .25rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem .75rem;margin:0}dt{color:#5c6b64}dd{margin:0;font-weight:700}
h1,dd,p{overflow-wrap:anywhere}
.qr{text-align:center;margin:.5rem 0}.note{color:#5c6b64;font-size:.9rem}.warn{background:#fff4d6;padding:.5rem;border-radius:6px}</style>
</head><body><main>
<h1>Your Ticket (${ref})</h1>
${notice ? `<p class="warn">${escape(notice)}</p>` : ''}
${paid ? `<div class="qr">${qrSvg(ticket.bookingReferenceCode)}</div>` : ''}
${legHtml(ticket.returnTrip ? 'Departure trip' : 'Trip', ticket, ticket.hire)}
${ticket.returnTrip ? legHtml('Return trip', ticket.returnTrip, ticket.hire) : ''}
${ticket.hire?.sleepOver ? '<p>The bus stays with you overnight (sleepover).</p>' : ''}
<p>${paid ? 'Amount paid' : 'Total amount'}: <strong>${escape(formatNaira(ticket.amount))}</strong></p>
${toUse ? `<p class="note">Show this QR code or your reference ${showIt(ticket)}.${ticket.hire ? '' : ' Check-in closes 30 minutes before departure.'}</p>` : ''}
</main></body></html>`
}
