import { describe, expect, it } from 'vitest'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { completeTrip, tripTotal, type Trip } from '#app/features/checkout/booking-payload.ts'
import { bookingRequest } from '#app/features/checkout/booking-request.ts'
import { emptyTraveller, type CheckoutForm } from '#app/features/checkout/checkout-form.ts'
import type { TripSelection } from '#app/lib/trip-storage.ts'

// SPEC §3 Booking payload built from what the traveller chose and typed; priced as SPEC §9.

function bus(overrides: Partial<BusOffering> = {}): BusOffering {
  return {
    vehicleTripRegistrationId: 'trip-out',
    routeId: 11,
    routeName: 'LAGOS (JIBOWU) => ABUJA (UTAKO)',
    vehicleName: 'JET Movers',
    vehicleModel: 'JET',
    availableNumberOfSeats: 10,
    availableSeats: [1, 2, 3],
    totalNumberOfSeats: 14,
    departureTime: '07:00',
    departureDate: '2026-12-01',
    departureDateTime: '2026-12-01T06:00:00.000Z',
    departureTerminalId: 1,
    departureTerminalName: 'Jibowu',
    destinationTerminalId: 6,
    destinationTerminalName: 'Utako',
    farePrice: 20000,
    cashBack: 0,
    isSub: false,
    isInternational: false,
    travelDocumentFeesInfo: [],
    ...overrides,
  }
}

const international = bus({
  vehicleTripRegistrationId: 'trip-accra',
  routeId: 40,
  isInternational: true,
  farePrice: 50000,
  travelDocumentFeesInfo: [
    { travelDocumentId: 1, markupAmount: 0, travelDocument: { documentType: 'Passport' } },
    { travelDocumentId: 2, markupAmount: 5000, travelDocument: { documentType: 'ECOWAS ID' } },
  ],
})

function form(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    pickUp: 'no',
    travellers: [{ ...emptyTraveller(), fullName: '  Ada  Obi Eze ', gender: '1' }],
    nextOfKinName: ' Chinedu Obi ',
    nextOfKinPhone: '08031234567',
    phoneNumber: ' 08021234567 ',
    email: ' ada@example.com ',
    ...overrides,
  }
}

const oneWay: Trip = { departure: { bus: bus(), seats: [3] }, ret: null }

describe('completeTrip', () => {
  const search = { from: 1, to: 6, date: '2026-12-01', adults: 1, tripType: 0 as const }

  it('needs a departure leg, and a return leg for a round trip', () => {
    expect(completeTrip(null)).toBeNull()
    expect(completeTrip({ search, departure: null, ret: null })).toBeNull()
    const departure = { bus: bus(), seats: [3] }
    expect(completeTrip({ search, departure, ret: null })).toEqual({ departure, ret: null })
    const roundTrip: TripSelection = { search: { ...search, tripType: 1 }, departure, ret: null }
    expect(completeTrip(roundTrip)).toBeNull()
  })
})

describe('bookingRequest', () => {
  it('builds a guest one-way booking in naira with trimmed contact details', () => {
    const request = bookingRequest(oneWay, form(), 1)
    expect(request).toMatchObject({
      tripType: 0,
      paymentMethod: 1,
      bookingType: 2,
      passengerType: 0,
      firstName: 'Ada',
      lastName: 'Obi Eze',
      gender: 1,
      routeId: 11,
      routeIdReturn: null,
      onewayAmount: 20000,
      returnAmount: 0,
      totalAmount: 20000,
      travelDocumentId: null,
      identificationType: null,
      identificationNumber: null,
      isInternational: false,
      email: 'ada@example.com',
      phoneNumber: '08021234567',
      nextOfKinName: 'Chinedu Obi',
      seatRegistrations: 'trip-out:3',
      vehicleTripRegistrationId: 'trip-out',
      beneficiaries: [],
      couponCode: null,
    })
  })

  it('adds the return leg after "; " and charges both fares for every traveller', () => {
    const trip: Trip = {
      departure: { bus: bus(), seats: [3, 4] },
      ret: {
        bus: bus({ vehicleTripRegistrationId: 'trip-back', routeId: 12, farePrice: 18000 }),
        seats: [7, 8],
      },
    }
    const travellers = [
      { ...emptyTraveller(), fullName: 'Ada Obi', gender: '1' as const },
      { ...emptyTraveller(), fullName: ' Emeka Obi ', gender: '0' as const },
    ]
    const request = bookingRequest(trip, form({ travellers }), 1)
    expect(request.tripType).toBe(1)
    expect(request.routeIdReturn).toBe(12)
    expect(request.seatRegistrations).toBe('trip-out:3,4; trip-back:7,8')
    expect(request.onewayAmount).toBe(40000)
    expect(request.returnAmount).toBe(36000)
    expect(request.totalAmount).toBe(76000)
    expect(request.beneficiaries).toEqual([
      {
        fullName: 'Emeka Obi',
        gender: 0,
        identificationNumber: null,
        travelDocumentId: null,
        documentFee: 0,
        showDocumentFeeAlert: false,
      },
    ])
  })

  it('carries each international traveller’s own document and its fee', () => {
    const trip: Trip = { departure: { bus: international, seats: [1, 2] }, ret: null }
    const travellers = [
      { fullName: 'Ada Obi', gender: '1' as const, documentId: '1', idNumber: ' A123 ' },
      { fullName: 'Kofi Mensah', gender: '0' as const, documentId: '2', idNumber: 'ECO-9' },
    ]
    const request = bookingRequest(trip, form({ travellers }), 1)
    expect(request).toMatchObject({
      isInternational: true,
      travelDocumentId: 1,
      identificationType: 'Passport',
      identificationNumber: 'A123',
      totalTravelDocumentFee: 5000,
      totalAmount: 105000,
    })
    expect(request.beneficiaries?.[0]).toMatchObject({
      identificationNumber: 'ECO-9',
      travelDocumentId: 2,
      documentFee: 5000,
    })
  })

  it('takes the signed-in 5% and a percentage coupon off the total and names the coupon', () => {
    const coupon = { code: 'WAKA-REF-1', percent: 10, amountKobo: null }
    const request = bookingRequest(oneWay, form(), 1, { member: true, coupon })
    // 5% of ₦20,000 for signing in, 10% of it for the coupon.
    expect(request.totalAmount).toBe(17000)
    expect(request.couponCode).toBe('WAKA-REF-1')
    expect(tripTotal(oneWay, form().travellers, { member: true, coupon }).discountKobo).toBe(300000)
  })

  it('never discounts below zero', () => {
    const coupon = { code: 'BIG', percent: null, amountKobo: 10_000_000 }
    expect(tripTotal(oneWay, form().travellers, { coupon }).totalKobo).toBe(0)
  })
})
