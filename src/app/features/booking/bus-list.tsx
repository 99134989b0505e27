import { useNavigate } from '@tanstack/react-router'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { BusCard } from './bus-card.tsx'
import './bus-results.css'

interface BusListProps {
  dateLabel: string
  date: string
  adults: number
  buses: readonly BusOffering[]
  onViewSeats: (bus: BusOffering) => void
}

/** One leg's date, adults and bus cards, or SPEC §2 'No bus found' with 'Book Again'. */
export function BusList({ dateLabel, date, adults, buses, onViewSeats }: BusListProps) {
  const navigate = useNavigate()
  return (
    <>
      <p className="trip-meta">
        <span>
          {dateLabel}: <strong>{formatDay(date)}</strong>
        </span>
        <span>
          Adults: <strong>{adults}</strong>
        </span>
      </p>
      {buses.length === 0 ? (
        <div className="empty">
          <p>No bus found</p>
          <button type="button" className="button" onClick={() => void navigate({ to: '/' })}>
            Book Again
          </button>
        </div>
      ) : (
        <div className="bus-list">
          {buses.map((bus) => (
            <BusCard
              key={bus.vehicleTripRegistrationId}
              bus={bus}
              adults={adults}
              onViewSeats={onViewSeats}
            />
          ))}
        </div>
      )}
    </>
  )
}
