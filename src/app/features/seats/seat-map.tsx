import type { BusOffering } from '#shared/contract/booking-search.ts'
import { displaySeatNumber, seatLayout } from '#shared/domain/seat-layouts.ts'

interface SeatMapProps {
  bus: BusOffering
  isReturn: boolean
  /** Bus seat numbers (1..total), as the server knows them. */
  selected: readonly number[]
  onToggle: (seat: number) => void
}

type SeatState = 'available' | 'booked' | 'selected'

/**
 * SPEC §4 Seats: the vehicle's plan, each seat a button named 'Seat N, state' with aria-pressed.
 * Only seats in the available list can be chosen; the rest (seat 2 included) read as booked.
 */
export function SeatMap({ bus, isReturn, selected, onToggle }: SeatMapProps) {
  const available = new Set(bus.availableSeats)
  const stateOf = (seat: number): SeatState =>
    selected.includes(seat) ? 'selected' : available.has(seat) ? 'available' : 'booked'
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
            const label = displaySeatNumber(cell, bus.totalNumberOfSeats, isReturn)
            return (
              <button
                key={cellIndex}
                type="button"
                className={`seat seat--${state}`}
                aria-label={`Seat ${label}, ${state}`}
                aria-pressed={state === 'selected'}
                disabled={state === 'booked'}
                onClick={() => onToggle(cell)}
              >
                {label}
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
    </ul>
  )
}
