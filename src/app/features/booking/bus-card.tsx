import { useId } from 'react'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { useLowData } from '#app/lib/low-data.ts'
import { busImage } from './bus-image.ts'
import { formatDepartureTime, seatsLabel } from '#shared/domain/departure-time.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'

interface BusCardProps {
  bus: BusOffering
  /** Travellers in the search: a bus with fewer seats left cannot take them. */
  adults: number
  onViewSeats: (bus: BusOffering) => void
}

/** SPEC §2 bus card: picture, name, route, time, fare, cashback, seats, 'View Seats'. */
export function BusCard({ bus, adults, onViewSeats }: BusCardProps) {
  const id = useId()
  const time = formatDepartureTime(bus.departureTime)
  const fullyBooked = bus.availableNumberOfSeats <= 0
  // Fewer seats left than travellers: a seat map that could never be completed.
  const tooFew = !fullyBooked && bus.availableNumberOfSeats < adults
  // Low-data mode: the words without the picture.
  const lowData = useLowData()
  return (
    <article
      className={lowData ? 'bus-card bus-card--text' : 'bus-card'}
      aria-label={`${bus.vehicleName}, ${time}`}
    >
      {!lowData && (
        <img
          className="bus-card__image"
          src={busImage(bus.vehicleModel)}
          alt=""
          width="96"
          height="64"
        />
      )}
      <div className="bus-card__info">
        <h3 id={id}>{bus.vehicleName}</h3>
        <p className="bus-card__route">{formatRouteName(bus.routeName)}</p>
        <dl className="bus-card__facts">
          <div>
            <dt>Departure</dt>
            <dd>{time}</dd>
          </div>
          <div>
            <dt>Fare</dt>
            <dd className="bus-card__fare">{formatNaira(bus.farePrice)}</dd>
          </div>
          {bus.cashBack > 0 && (
            <div>
              <dt>Cashback</dt>
              <dd>{formatNaira(bus.cashBack)}</dd>
            </div>
          )}
        </dl>
        <p className={fullyBooked ? 'bus-card__seats is-full' : 'bus-card__seats'}>
          {seatsLabel(bus.availableNumberOfSeats)}
          {tooFew && ` · not enough for ${adults} travellers`}
        </p>
      </div>
      <button
        type="button"
        className="button"
        disabled={fullyBooked || tooFew}
        aria-describedby={id}
        onClick={() => onViewSeats(bus)}
      >
        View Seats
      </button>
    </article>
  )
}
