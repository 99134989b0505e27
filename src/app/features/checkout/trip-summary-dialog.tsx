import type { BusOffering } from '#shared/contract/booking-search.ts'
import type { BookingTotal } from '#shared/domain/booking-total.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { useUser } from '#app/lib/session.ts'
import { MEMBER_DISCOUNT_PERCENT } from '#shared/domain/booking-total.ts'
import type { AppliedCoupon, Trip } from './booking-payload.ts'
import { CouponField } from './coupon-field.tsx'

interface TripSummaryDialogProps {
  open: boolean
  trip: Trip
  passengers: string[]
  total: BookingTotal
  coupon: AppliedCoupon | null
  /** A coupon applied or removed (null); signed-in customers only. */
  onCoupon: (coupon: AppliedCoupon | null) => void
  onClose: () => void
  onPay: () => void
}

/** SPEC §2 Checkout: the trip summary after the contact step, with the fare and 'Pay'. */
export function TripSummaryDialog({
  open,
  trip,
  passengers,
  total,
  coupon,
  onCoupon,
  onClose,
  onPay,
}: TripSummaryDialogProps) {
  const user = useUser()
  const adults = passengers.length
  return (
    <Dialog open={open} title="Trip Summary" onClose={onClose}>
      <LegSummary title="Departure" bus={trip.departure.bus} seats={trip.departure.seats} />
      {trip.ret && <LegSummary title="Return" bus={trip.ret.bus} seats={trip.ret.seats} />}
      <dl className="summary-list">
        <dt>Passengers</dt>
        <dd>{passengers.join(', ')}</dd>
        <dt>
          Fare ({adults} × {formatNaira(trip.departure.bus.farePrice)})
        </dt>
        <dd className="summary-list__amount">{formatNaira(koboToNaira(total.onewayKobo))}</dd>
        {trip.ret && (
          <>
            <dt>
              Return fare ({adults} × {formatNaira(trip.ret.bus.farePrice)})
            </dt>
            <dd className="summary-list__amount">{formatNaira(koboToNaira(total.returnKobo))}</dd>
          </>
        )}
        {total.documentFeesKobo > 0 && (
          <>
            <dt>Travel document fees</dt>
            <dd className="summary-list__amount">
              {formatNaira(koboToNaira(total.documentFeesKobo))}
            </dd>
          </>
        )}
        <dt>
          Discount
          {[user && `${MEMBER_DISCOUNT_PERCENT}% signed in`, coupon?.code]
            .filter(Boolean)
            .map((why) => ` (${why})`)
            .join('')}
        </dt>
        <dd className="summary-list__amount">{formatNaira(koboToNaira(total.discountKobo))}</dd>
        <dt className="summary-list__total">Total</dt>
        <dd className="summary-list__total">{formatNaira(koboToNaira(total.totalKobo))}</dd>
      </dl>
      {user && <CouponField applied={coupon} onApply={onCoupon} onRemove={() => onCoupon(null)} />}
      <div className="actions">
        <button type="button" className="button button--block" onClick={onPay}>
          Pay
        </button>
      </div>
    </Dialog>
  )
}

function LegSummary(props: { title: string; bus: BusOffering; seats: number[] }) {
  const { bus, seats } = props
  return (
    <section className="leg-summary" aria-label={props.title}>
      <h3>{props.title}</h3>
      <dl className="summary-list">
        <dt>Route</dt>
        <dd>{formatRouteName(bus.routeName)}</dd>
        <dt>Date</dt>
        <dd>{formatDay(bus.departureDate)}</dd>
        <dt>Time</dt>
        <dd>{formatDepartureTime(bus.departureTime)}</dd>
        <dt>Bus</dt>
        <dd>{bus.vehicleName}</dd>
        <dt>Seats</dt>
        <dd>{seats.join(', ')}</dd>
      </dl>
    </section>
  )
}
