import type { BusOffering } from '#shared/contract/booking-search.ts'
import { LUGGAGE_SEAT } from '#shared/domain/seat-availability.ts'
import { seatLayout } from '#shared/domain/seat-layouts.ts'

interface SeatMapProps {
  bus: BusOffering
  /** Bus seat numbers (1..total), as the server knows them. */
  selected: readonly number[]
  onToggle: (seat: number) => void
}

type SeatState = 'available' | 'booked' | 'selected' | 'luggage'

/** What a screen reader hears after the seat number. */
const SPOKEN: Record<SeatState, string> = {
  available: 'available',
  booked: 'booked',
  selected: 'selected',
  luggage: 'reserved for luggage',
}

/**
 * SPEC §4 Seats: the vehicle's plan, each seat a button named 'Seat N, state' with aria-pressed.
 * Seats carry the number painted on the bus, on both legs. Only seats in the available list can
 * be chosen; seat 2 says it is kept for luggage (SPEC §9), the others taken read as booked.
 */
export function SeatMap({ bus, selected, onToggle }: SeatMapProps) {
  const available = new Set(bus.availableSeats)
  const stateOf = (seat: number): SeatState =>
    selected.includes(seat)
      ? 'selected'
      : available.has(seat)
        ? 'available'
        : seat === LUGGAGE_SEAT
          ? 'luggage'
          : 'booked'
  const layout = seatLayout(bus.totalNumberOfSeats)
  const columns = {
    gridTemplateColumns: `repeat(${Math.max(...layout.map((r) => r.length))}, 1fr)`,
  }
  return (
    <div className="seat-map" role="group" aria-label="Seats, front of the bus first">
      {layout.map((row, rowIndex) => (
        <div className="seat-map__row" style={columns} key={rowIndex}>
          {row.map((cell, cellIndex) => {
            if (cell === 'driver')
              return (
                <span key={cellIndex} className="seat seat--driver" aria-hidden="true">
                  Driver
                </span>
              )
            if (cell === null) return <span key={cellIndex} className="seat seat--gap" />
            const state = stateOf(cell)
            return (
              <button
                key={cellIndex}
                type="button"
                className={`seat seat--${state}`}
                aria-label={`Seat ${cell}, ${SPOKEN[state]}`}
                aria-pressed={state === 'selected'}
                disabled={state === 'booked' || state === 'luggage'}
                title={state === 'luggage' ? 'Reserved for luggage' : undefined}
                onClick={() => onToggle(cell)}
              >
                {cell}
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}

export function SeatLegend() {
  return (
    <ul className="seat-legend" aria-label="Legend">
      <li>
        <span className="seat-swatch seat--selected" aria-hidden="true" /> Selected Seat
      </li>
      <li>
        <span className="seat-swatch seat--available" aria-hidden="true" /> Available Seat
      </li>
      <li>
        <span className="seat-swatch seat--booked" aria-hidden="true" /> Booked Seat
      </li>
      <li>
        <span className="seat-swatch seat--luggage" aria-hidden="true" /> Luggage (seat 2)
      </li>
    </ul>
  )
}
