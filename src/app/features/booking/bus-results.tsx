import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import type { BusSearch } from './bus-search.ts'
import { BusList } from './bus-list.tsx'
import { SeatPlaceholderDialog } from './seat-placeholder-dialog.tsx'
import { saveSelectedBus, type Leg } from './selected-bus.ts'
import { tripSearchQueryOptions } from './trips.queries.ts'

/** SPEC §2 Bus results: departures, and for a round trip the return buses. */
export function BusResults({ search }: { search: BusSearch }) {
  const { data } = useSuspenseQuery(tripSearchQueryOptions(search))
  const [choice, setChoice] = useState<{ leg: Leg; bus: BusOffering } | null>(null)
  const alternative = data.suggestedOneWay === 1
  const choose = (leg: Leg) => (bus: BusOffering) => {
    // SPEC §4: View Seats saves the bus, then opens the seat modal.
    saveSelectedBus(leg, bus)
    setChoice({ leg, bus })
  }

  return (
    <div className="results">
      {data.isPalliative && (
        <p className="palliative" role="note">
          This fare is discounted, sponsored by the Federal Government Palliative Initiative.
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
        {alternative && <h2 className="subheading">Select a new departure terminal</h2>}
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
      <SeatPlaceholderDialog choice={choice} onClose={() => setChoice(null)} />
    </div>
  )
}
