import { expect } from 'vitest'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import type { BookingRequest } from '#shared/contract/booking.ts'
import { bookingTotal } from '#shared/domain/booking-total.ts'
import type { CouponValue } from '#shared/domain/coupon-discount.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import type { Harness } from './harness.ts'

// Shared steps of the booking and payment suites: find a bus, build SPEC §3's payload, book.

export async function findBuses(
  h: Harness,
  from: number,
  to: number,
  date: string,
): Promise<BusOffering[]> {
  const res = await h.call('POST', '/api/booking/Booking/availabletripdetails', {
    departureTerminalId: from,
    destinationTerminalId: to,
    departureDate: date,
    numberOfAdults: 1,
    tripType: 0,
  })
  expect(res.status).toBe(200)
  return res.body.data.departures
}

export async function firstBus(h: Harness, from = 1, to = 6, date = '2026-11-24') {
  const [bus] = await findBuses(h, from, to, date)
  if (!bus) throw new Error(`no bus ${from} → ${to} on ${date}`)
  return bus
}

export interface PayloadOptions {
  seats: number[]
  back?: { bus: BusOffering; seats: number[] }
  beneficiaries?: NonNullable<BookingRequest['beneficiaries']>
  paymentMethod?: number
  documentId?: number
  /** A coupon to redeem: the payload carries its code and the discounted total. */
  coupon?: CouponValue & { code: string }
  /** Booked by a signed-in customer: SPEC §1's 5% off (implied by a coupon, which needs one). */
  member?: boolean
}

/** SPEC §3 Booking payload as the checkout page sends it, with the right total. */
export function payload(bus: BusOffering, options: PayloadOptions): BookingRequest {
  const beneficiaries = options.beneficiaries ?? []
  const fee = (id: number | undefined) =>
    nairaToKobo(
      bus.travelDocumentFeesInfo.find((f) => f.travelDocumentId === id)?.markupAmount ?? 0,
    )
  const total = bookingTotal({
    onewayFareKobo: nairaToKobo(bus.farePrice),
    returnFareKobo: options.back ? nairaToKobo(options.back.bus.farePrice) : undefined,
    documentFeesKobo: [
      fee(options.documentId),
      ...beneficiaries.map((b) => fee((b.travelDocumentId as number) ?? options.documentId)),
    ],
    member: options.member ?? options.coupon !== undefined,
    coupon: options.coupon,
  })
  const registrations = [`${bus.vehicleTripRegistrationId}:${options.seats.join(',')}`]
  if (options.back)
    registrations.push(
      `${options.back.bus.vehicleTripRegistrationId}:${options.back.seats.join(',')}`,
    )
  return {
    tripType: options.back ? 1 : 0,
    paymentMethod: options.paymentMethod ?? 5,
    bookingType: 2,
    passengerType: 0,
    firstName: 'Adaeze',
    lastName: 'Okafor',
    gender: 1,
    routeId: bus.routeId,
    routeIdReturn: options.back?.bus.routeId ?? null,
    onewayAmount: koboToNaira(total.onewayKobo),
    returnAmount: koboToNaira(total.returnKobo),
    totalAmount: koboToNaira(total.totalKobo),
    travelDocumentId: options.documentId ?? null,
    totalTravelDocumentFee: koboToNaira(total.documentFeesKobo),
    identificationType: options.documentId ? 'International Passport' : null,
    identificationNumber: options.documentId ? 'A01234567' : null,
    isInternational: bus.isInternational,
    email: 'adaeze@example.com',
    phoneNumber: '08031234567',
    nextOfKinName: 'Chidi Okafor',
    nextOfKinPhone: '08059876543',
    seatRegistrations: registrations.join('; '),
    vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
    beneficiaries,
    isSub: bus.isSub,
    couponCode: options.coupon?.code ?? null,
  }
}

export async function book(
  h: Harness,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  return h.call('POST', '/api/booking/booking', body, headers)
}

export async function seatRowCount(h: Harness): Promise<number> {
  const row = await h.database.db
    .selectFrom('booking_seats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
