import { useState, type ComponentType } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Dialog } from '#app/ui/dialog.tsx'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { PartBoundary } from '#app/ui/lazy-part.tsx'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { BusList } from './bus-list.tsx'
import { saveSelectedBus, type Leg } from '#app/lib/trip-storage.ts'
import { tripSearchQueryOptions } from '#app/api/trips.queries.ts'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import * as messages from '#shared/domain/messages.ts'
import './bus-results.css'

/** What the seat step is given; the route supplies it (the seats feature), loaded lazily. */
export interface SeatStepProps {
  leg: Leg
  bus: BusOffering
  search: BusSearch
  onClose: () => void
  onOtherLegNeeded: (missing: Leg) => void
}

const OTHER_LEG_NOTE: Record<Leg, string> = {
  departure: 'Your return seats are saved. Now choose your departure bus.',
  return: 'Your departure seats are saved. Now choose your return bus.',
}

/** SPEC §2 Bus results: departures, and for a round trip the return buses. */
export function BusResults({
  search,
  SeatStep,
}: {
  search: BusSearch
  SeatStep: ComponentType<SeatStepProps>
}) {
  const { data } = useSuspenseQuery(tripSearchQueryOptions(search))
  const [choice, setChoice] = useState<{ leg: Leg; bus: BusOffering } | null>(null)
  const [note, setNote] = useState<Leg | null>(null)
  const navigate = useNavigate()
  // SPEC §2 'No bus available' when the search finds no trip: 'View suggestions' shows the page
  // (nearby terminals, or suggesting the route); closing goes home.
  const [noBus, setNoBus] = useState(data.departures.length === 0)
  // SPEC §8 names both terminals: the (persisted, 30-minute) terminal list has their names.
  const terminals = useQuery({ ...departureTerminalsQueryOptions(), enabled: noBus })
  const terminalName = (id: number) =>
    terminals.data?.find((t) => t.id === id)?.terminalName ?? 'your chosen'
  const alternative = data.suggestedOneWay === 1
  const choose = (leg: Leg) => (bus: BusOffering) => {
    // SPEC §4: View Seats saves the bus, then opens the seat modal.
    saveSelectedBus(leg, bus, search)
    setNote(null)
    setChoice({ leg, bus })
  }
  const otherLegNeeded = (missing: Leg) => {
    setChoice(null)
    setNote(missing)
    const id = missing === 'return' ? 'returns-title' : 'departures-title'
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
  }

  return (
    <div className="results">
      <Dialog open={noBus} title="No bus available" onClose={() => void navigate({ to: '/' })}>
        <p>{messages.noBusBetween(terminalName(search.from), terminalName(search.to))}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setNoBus(false)}>
            View suggestions
          </button>
        </div>
      </Dialog>
      {!noBus && data.departures.length === 0 && (
        <p className="notice">
          No bus runs here on this day. <Link to="/suggest-route">Suggest this route</Link> or{' '}
          <Link to="/">search another day</Link>.
        </p>
      )}
      {data.isPalliative && (
        <p className="palliative" role="note">
          This fare is discounted, sponsored by the Federal Government Palliative Initiative.
        </p>
      )}
      {note && (
        <p className="notice" role="status">
          {OTHER_LEG_NOTE[note]}
        </p>
      )}
      <section aria-labelledby="departures-title">
        <div className="results__head">
          <Link to="/" className="icon-button" aria-label="Back to home">
            ←
          </Link>
          <h1 id="departures-title">
            {alternative ? 'Alternative route suggestions' : 'Bookings'}
          </h1>
        </div>
        {alternative ? (
          <h2 className="subheading">Select a new departure terminal</h2>
        ) : (
          // Headings in order for a screen reader's outline: h1, then this, then each bus (h3).
          <h2 className="visually-hidden">Departure Trip Bus Availability</h2>
        )}
        <BusList
          dateLabel="Departure date"
          date={search.date}
          adults={search.adults}
          buses={data.departures}
          onViewSeats={choose('departure')}
        />
      </section>
      {search.tripType === 1 && (
        <section aria-labelledby="returns-title">
          <h2 id="returns-title">
            {data.suggestedReturn === 1
              ? 'Alternative Return Trip Bus Availability'
              : 'Return Trip Bus Availability'}
          </h2>
          <BusList
            dateLabel="Return date"
            date={search.returnDate ?? search.date}
            adults={search.adults}
            buses={data.returns}
            onViewSeats={choose('return')}
          />
        </section>
      )}
      {choice && (
        <PartBoundary
          key={`${choice.leg}:${choice.bus.vehicleTripRegistrationId}`}
          fallback={<Spinner label="Loading seats" />}
        >
          <SeatStep
            leg={choice.leg}
            bus={choice.bus}
            search={search}
            onClose={() => setChoice(null)}
            onOtherLegNeeded={otherLegNeeded}
          />
        </PartBoundary>
      )}
    </div>
  )
}
