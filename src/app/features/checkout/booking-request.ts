import type { BookingRequest } from '#shared/contract/booking.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { formatSeatRegistrations } from '#shared/domain/seat-registrations.ts'
import { documentFor, tripTotal, type Pricing, type Trip } from './booking-payload.ts'
import { splitFullName, type CheckoutForm, type TravellerForm } from './checkout-form.ts'

// SPEC §3 Booking payload, the booking the payment dialog sends: loaded when the traveller pays,
// not with the page (bundle budget).

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
