import type { Ticket, TicketLeg } from '#shared/contract/booking.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { lazyPart, PartBoundary } from './lazy-part.tsx'
import './ticket.css'

const TicketQr = lazyPart(() => import('./ticket-qr.tsx').then((m) => m.default))

/** SPEC §2: 'Your Ticket (reference)' with departure, destination, date, time, names, seats. */
export function TicketView({
  ticket,
  headingLevel = 1,
  onDrawn,
}: {
  ticket: Ticket
  headingLevel?: 1 | 2
  /** Called once the ticket is on screen with its QR code. */
  onDrawn?: () => void
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const legHeading = headingLevel === 1 ? 'h2' : 'h3'
  return (
    <article className="ticket" aria-labelledby="ticket-title">
      <Heading id="ticket-title">Your Ticket ({ticket.bookingReferenceCode})</Heading>
      <div className="ticket__qr">
        <PartBoundary fallback={<div className="ticket-qr" aria-hidden="true" />}>
          <TicketQr reference={ticket.bookingReferenceCode} onDrawn={onDrawn} />
        </PartBoundary>
      </div>
      <TicketLegFacts
        title={ticket.returnTrip ? 'Departure trip' : 'Trip'}
        leg={ticket}
        hire={ticket.hire}
        heading={legHeading}
      />
      {ticket.returnTrip && (
        <TicketLegFacts
          title="Return trip"
          leg={ticket.returnTrip}
          hire={ticket.hire}
          heading={legHeading}
        />
      )}
      {ticket.hire?.sleepOver && <p>The bus stays with you overnight (sleepover).</p>}
      <p className="ticket__amount">
        Amount paid: <strong>{formatNaira(ticket.amount)}</strong>
        {ticket.discount > 0 && <> (discount {formatNaira(ticket.discount)})</>}
      </p>
      <p className="field__hint">
        {ticket.hire
          ? 'Show this QR code or your reference to the driver when the bus picks you up.'
          : 'Show this QR code or your reference at the terminal. Check-in closes 30 minutes before departure.'}
      </p>
    </article>
  )
}

function TicketLegFacts(props: {
  title: string
  leg: TicketLeg
  hire?: Ticket['hire']
  /** One level under the ticket's own heading. */
  heading: 'h2' | 'h3'
}) {
  const { title, leg, hire } = props
  const Heading = props.heading
  return (
    <section className="ticket__leg" aria-label={title}>
      <Heading>{title}</Heading>
      <dl>
        <dt>Departure</dt>
        <dd>{leg.departureTerminalName}</dd>
        <dt>Destination</dt>
        <dd>{leg.destinationTerminalName}</dd>
        <dt>Date</dt>
        <dd>{formatDay(leg.departureDate)}</dd>
        {hire ? (
          <>
            <dt>Hired by</dt>
            <dd>{leg.passengers.map((p) => p.fullName).join(', ')}</dd>
            <dt>Vehicles</dt>
            <dd>{hiredBuses(hire.vehicles)}</dd>
          </>
        ) : (
          <>
            <dt>Time</dt>
            <dd>{formatDepartureTime(leg.departureTime)}</dd>
            <dt>Passengers</dt>
            <dd>{leg.passengers.map((p) => p.fullName).join(', ')}</dd>
            <dt>Seats</dt>
            <dd>{leg.passengers.map((p) => p.seatNumber).join(', ')}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
