import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { formatNaira } from '#shared/domain/money.ts'
import * as messages from '#shared/domain/messages.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { getUser } from '#app/lib/session.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { readTripSelection, saveSelectedSeats, type Leg } from '#app/lib/trip-storage.ts'
import { SignInGateDialog } from './sign-in-gate-dialog.tsx'
import { SeatLegend, SeatMap } from './seat-map.tsx'
import { hasStopoverNotice, STOPOVER_NOTICE } from './stopover.ts'
import './seats.css'

export interface SeatFlowProps {
  leg: Leg
  bus: BusOffering
  search: BusSearch
  onClose: () => void
  /** A round trip still needs the other leg's bus: the results page says so. */
  onOtherLegNeeded: (missing: Leg) => void
}

type Step = 'stopover' | 'seats' | 'exceeded' | 'gate'

/**
 * SPEC §4 Seats, from View Seats to checkout: the stopover notice where it applies, the seat
 * modal, 'Select Seat(s) Exceeded', then the sign-in gate (or the return bus first).
 */
export default function SeatFlow({ leg, bus, search, onClose, onOtherLegNeeded }: SeatFlowProps) {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>(hasStopoverNotice(bus) ? 'stopover' : 'seats')
  const [seats, setSeats] = useState<number[]>([])
  const isReturn = leg === 'return'
  const adults = search.adults
  const title = isReturn ? 'Return Trip Select Seat(s)' : 'Select Seat(s)'

  function toggle(seat: number) {
    if (seats.includes(seat)) return setSeats(seats.filter((s) => s !== seat))
    // SPEC §5: seats chosen cannot exceed adults.
    if (seats.length >= adults) return setStep('exceeded')
    setSeats([...seats, seat])
  }

  function onContinue() {
    saveSelectedSeats(leg, seats)
    const saved = readTripSelection()
    if (search.tripType === 1 && (!saved?.departure || !saved.ret)) {
      onOtherLegNeeded(saved?.departure ? 'return' : 'departure')
      return
    }
    // SPEC §4: to sign in when signed out, else straight to checkout.
    if (getUser()) void navigate({ to: '/passenger-details' })
    else setStep('gate')
  }

  if (step === 'gate') return <SignInGateDialog onClose={onClose} />

  return (
    <>
      <Dialog open={step === 'stopover'} title="Stopover Notice" onClose={onClose}>
        <p>{STOPOVER_NOTICE}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setStep('seats')}>
            Proceed
          </button>
        </div>
      </Dialog>
      <Dialog open={step === 'seats' || step === 'exceeded'} title={title} onClose={onClose}>
        <p className="seat-bus">
          <strong>{bus.vehicleName}</strong> · {formatRouteName(bus.routeName)} ·{' '}
          {formatDepartureTime(bus.departureTime)} · {formatNaira(bus.farePrice)} per seat
        </p>
        <SeatLegend />
        <SeatMap bus={bus} selected={seats} onToggle={toggle} />
        <p className="seat-count" aria-live="polite">
          {seats.length === 0
            ? `Choose ${adults} seat${adults === 1 ? '' : 's'}.`
            : `Selected: ${seats.join(', ')} (${seats.length} of ${adults})`}
        </p>
        <div className="actions">
          <button
            type="button"
            className="button button--block"
            disabled={seats.length !== adults}
            onClick={onContinue}
          >
            Continue
          </button>
        </div>
      </Dialog>
      <Dialog
        open={step === 'exceeded'}
        title="Select Seat(s) Exceeded"
        onClose={() => setStep('seats')}
      >
        <p>{messages.seatsExceeded}</p>
        <p className="field__hint">Tap a selected seat to free it before choosing another.</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setStep('seats')}>
            OK
          </button>
        </div>
      </Dialog>
    </>
  )
}
