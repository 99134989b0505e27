import type { BusOffering } from '#shared/contract/booking-search.ts'
import { bookingTotal, type BookingTotal } from '#shared/domain/booking-total.ts'
import type { CouponValue } from '#shared/domain/coupon-discount.ts'
import { nairaToKobo } from '#shared/domain/money.ts'
import type { TripSelection } from '#app/lib/trip-storage.ts'
import type { TravellerForm } from './checkout-form.ts'

// The trip being booked and its price, by the same rule the server applies (SPEC §9), so the
// total the traveller sees is the total the server computes. SPEC §3's booking payload built
// from them is booking-request.ts, loaded when the traveller pays.

export interface Trip {
  departure: { bus: BusOffering; seats: number[] }
  ret: { bus: BusOffering; seats: number[] } | null
}

/** A signed-in customer's coupon chosen at the trip summary (SPEC §2 Referral). */
export interface AppliedCoupon extends CouponValue {
  code: string
}

/** Who is booking: a signed-in customer gets SPEC §1's 5% and may use a coupon. */
export interface Pricing {
  member?: boolean
  coupon?: AppliedCoupon | null
}

export function completeTrip(selection: TripSelection | null): Trip | null {
  if (!selection?.departure) return null
  if (selection.search.tripType === 1 && !selection.ret) return null
  return { departure: selection.departure, ret: selection.ret }
}

export function documentFor(bus: BusOffering, documentId: string) {
  return bus.travelDocumentFeesInfo.find((d) => String(d.travelDocumentId) === documentId)
}

export function tripTotal(
  trip: Trip,
  travellers: TravellerForm[],
  { member = false, coupon = null }: Pricing = {},
): BookingTotal {
  const { bus } = trip.departure
  return bookingTotal({
    onewayFareKobo: nairaToKobo(bus.farePrice),
    returnFareKobo: trip.ret ? nairaToKobo(trip.ret.bus.farePrice) : undefined,
    documentFeesKobo: travellers.map((t) =>
      bus.isInternational ? nairaToKobo(documentFor(bus, t.documentId)?.markupAmount ?? 0) : 0,
    ),
    member,
    coupon,
  })
}
