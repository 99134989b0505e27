import type { BusOffering } from '#shared/contract/booking-search.ts'
import type { BookingRequest } from '#shared/contract/booking.ts'
import { bookingTotal, type BookingTotal } from '#shared/domain/booking-total.ts'
import type { CouponValue } from '#shared/domain/coupon-discount.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import { formatSeatRegistrations } from '#shared/domain/seat-registrations.ts'
import type { TripSelection } from '#app/lib/trip-storage.ts'
import { splitFullName, type CheckoutForm, type TravellerForm } from './checkout-form.ts'

// SPEC §3 Booking payload, priced with the same rule the server applies (SPEC §9), so the total
// the traveller sees is the total the server computes.

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

export function bookingRequest(
  trip: Trip,
  form: CheckoutForm,
  paymentMethod: number,
  pricing: Pricing = {},
): BookingRequest {
  const { bus } = trip.departure
  const total = tripTotal(trip, form.travellers, pricing)
  const [main, ...others] = form.travellers as [TravellerForm, ...TravellerForm[]]
  const mainDocument = bus.isInternational ? documentFor(bus, main.documentId) : undefined
  const legs = [{ tripId: bus.vehicleTripRegistrationId, seats: trip.departure.seats }]
  if (trip.ret) legs.push({ tripId: trip.ret.bus.vehicleTripRegistrationId, seats: trip.ret.seats })
  return {
    tripType: trip.ret ? 1 : 0,
    paymentMethod,
    bookingType: 2,
    passengerType: 0,
    ...splitFullName(main.fullName),
    gender: Number(main.gender),
    routeId: bus.routeId,
    routeIdReturn: trip.ret?.bus.routeId ?? null,
    onewayAmount: koboToNaira(total.onewayKobo),
    returnAmount: koboToNaira(total.returnKobo),
    totalAmount: koboToNaira(total.totalKobo),
    travelDocumentId: mainDocument?.travelDocumentId ?? null,
    totalTravelDocumentFee: koboToNaira(total.documentFeesKobo),
    identificationType: mainDocument?.travelDocument.documentType ?? null,
    identificationNumber: bus.isInternational ? main.idNumber.trim() : null,
    isInternational: bus.isInternational,
    email: form.email.trim(),
    phoneNumber: form.phoneNumber.trim(),
    nextOfKinName: form.nextOfKinName.trim(),
    nextOfKinPhone: form.nextOfKinPhone.trim(),
    // SPEC §3: 'tripId:seats', the return leg after '; '.
    seatRegistrations: formatSeatRegistrations(legs),
    vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
    beneficiaries: others.map((t, index) => {
      const document = bus.isInternational ? documentFor(bus, t.documentId) : undefined
      return {
        fullName: t.fullName.trim(),
        gender: Number(t.gender),
        identificationNumber: bus.isInternational ? t.idNumber.trim() : null,
        travelDocumentId: document?.travelDocumentId ?? null,
        documentFee: koboToNaira(total.perTraveller[index + 1]?.documentFeesKobo ?? 0),
        showDocumentFeeAlert: false,
      }
    }),
    isSub: bus.isSub,
    couponCode: pricing.coupon?.code ?? null,
  }
}
