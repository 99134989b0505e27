import type { BusOffering } from '#shared/contract/booking-search.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { formatDepartureTime } from './departure-time.ts'
import type { Leg } from './selected-bus.ts'

interface SeatDialogProps {
  choice: { leg: Leg; bus: BusOffering } | null
  onClose: () => void
}

/** SPEC §2 'Select Seat(s)' / 'Return Trip Select Seat(s)'. The seat map comes with booking. */
export function SeatPlaceholderDialog({ choice, onClose }: SeatDialogProps) {
  const title = choice?.leg === 'return' ? 'Return Trip Select Seat(s)' : 'Select Seat(s)'
  return (
    <Dialog open={choice !== null} title={title} onClose={onClose}>
      {choice && (
        <p>
          Seat selection is coming soon. We have kept your choice: {choice.bus.vehicleName},
          departing {formatDepartureTime(choice.bus.departureTime)}.
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  )
}
