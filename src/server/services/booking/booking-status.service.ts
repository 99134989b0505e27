import type { BookingRow } from '#shared/contract/booking.ts'
import * as messages from '#shared/domain/messages.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { toLocalPhone } from '#shared/domain/phone.ts'
import { notFound } from '#server/http/respond.ts'
import type { AppDeps } from '#server/http/env.ts'
import * as read from './booking-read.repository.ts'
import type { BookingRecord, PassengerSeat } from './booking-read.repository.ts'
import { lagosTime } from './booking-ticket.service.ts'
import { hireDetails } from '#server/services/hire/hire-details.ts'
import * as hires from '#server/services/hire/hire.repository.ts'
import { refundsOf } from '#server/services/payment/payment-refund.service.ts'

// SPEC §3 Booking rows for GET /Booking/limited (public by reference, SPEC §6) and the history.

/** '+2348031234567' → '0803****567': enough to recognise, not enough to harvest (status is public). */
export function maskPhone(stored: string | null): string {
  if (!stored) return ''
  const phone = toLocalPhone(stored) ?? stored
  if (phone.length < 8) return '*'.repeat(phone.length)
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`
}

export function bookingRows(booking: BookingRecord, seats: PassengerSeat[]): BookingRow[] {
  const hasReturn = seats.some((s) => s.leg === 1)
  const travellers = new Set(seats.map((s) => s.position)).size
  const details = seats.map((s) => ({
    seatManagementId: s.id,
    fullName: s.full_name,
    bookingReferenceCode: booking.reference_code,
    seatNumber: s.seat_number,
    amount: koboToNaira(s.amount_kobo),
    isReturn: s.leg === 1,
  }))
  const back = seats.find((s) => s.leg === 1)
  const returnTrip = back && {
    routeName: back.route_name,
    departureDate: back.departure_date,
    departureTime: lagosTime(back.departure_at),
  }
  // Printed is per leg: after the outward check-in, a round trip's return is still to check in.
  const printed = new Set(seats.filter((s) => s.checked_in_at !== null).map((s) => s.leg))
  return seats.map((s) => ({
    bookingReferenceCode: booking.reference_code,
    bookingStatus: booking.status,
    isPrinted: printed.has(s.leg),
    amount: koboToNaira(s.amount_kobo),
    totalAmount: koboToNaira(booking.total_amount_kobo),
    discount: koboToNaira(booking.discount_kobo),
    paymentMethod: booking.payment_method,
    holdExpiresAt: booking.hold_expires_at?.toISOString() ?? null,
    createdDate: booking.created_at.toISOString(),
    seatNumber: s.seat_number,
    routeName: s.route_name,
    fullName: s.full_name,
    gender: s.gender,
    departureTerminalId: s.departure_terminal_id,
    departureTerminalName: s.departure_terminal_name,
    destinationTerminalName: s.destination_terminal_name,
    HasReturn: hasReturn,
    isReturn: s.leg === 1,
    departureDate: s.departure_date,
    departureTime: lagosTime(s.departure_at),
    phoneNumber: maskPhone(booking.phone_number),
    nextOfKinName: booking.next_of_kin_name ?? '',
    // SPEC §3: 0 Adult; children are always 0 (SPEC §5), so every traveller is an adult.
    passengerType: 0,
    noOfTicket: travellers,
    checkedIn: s.checked_in_at !== null,
    seatManagementDetails: details,
    ...(returnTrip && s.leg === 0 && { returnTrip }),
  }))
}

type HireRequest = Awaited<ReturnType<typeof hires.hiresOf>>[number]
type HireVehicle = Awaited<ReturnType<typeof hires.hireVehicles>>[number]

/** A hire (issue 13) as one booking row: 'Hire: from → to', its buses, no seat. */
function hireRow(booking: BookingRecord, hire: HireRequest, vehicles: HireVehicle[]): BookingRow {
  return {
    bookingReferenceCode: booking.reference_code,
    bookingStatus: booking.status,
    // A hired bus is not checked in: its ticket is never printed at a terminal.
    isPrinted: false,
    amount: koboToNaira(booking.total_amount_kobo),
    totalAmount: koboToNaira(booking.total_amount_kobo),
    discount: 0,
    paymentMethod: booking.payment_method,
    holdExpiresAt: booking.hold_expires_at?.toISOString() ?? null,
    createdDate: booking.created_at.toISOString(),
    seatNumber: 0,
    routeName: `Hire: ${hire.pickup_label} → ${hire.dropoff_label}`,
    fullName: hire.full_name,
    gender: hire.gender,
    departureTerminalId: 0,
    departureTerminalName: hire.pickup_label,
    destinationTerminalName: hire.dropoff_label,
    HasReturn: hire.return_date !== null,
    isReturn: false,
    departureDate: hire.pickup_date,
    departureTime: '',
    phoneNumber: maskPhone(booking.phone_number),
    nextOfKinName: booking.next_of_kin_name ?? '',
    passengerType: 0,
    noOfTicket: 1,
    checkedIn: false,
    seatManagementDetails: [],
    hire: hireDetails(hire, vehicles),
  }
}

export async function bookingStatus({ db }: AppDeps, reference: string) {
  const booking = await read.findBookingByReference(db, reference)
  if (!booking) throw notFound(messages.bookingStatusNotFound(reference))
  const seats = await read.passengerSeats(db, [booking.id])
  const [hire] = seats.length === 0 ? await hires.hiresOf(db, [booking.id]) : []
  const userData = hire
    ? [hireRow(booking, hire, await hires.hireVehicles(db, [booking.id]))]
    : bookingRows(booking, seats)
  // A payment that went back is told beside the status (tester T6), on every row.
  const refunds = (await refundsOf(db, [booking])).get(booking.id) ?? []
  return { refCode: booking.reference_code, userData: userData.map((row) => ({ ...row, refunds })) }
}

/** The customer's own bookings, newest first: one row each (the main traveller, outward leg). */
export async function bookingHistory({ db }: AppDeps, customerId: number) {
  const bookings = await read.bookingsOfCustomer(db, customerId)
  const ids = bookings.map((b) => b.id)
  const [seats, hired, vehicles, refunds] = await Promise.all([
    read.passengerSeats(db, ids),
    hires.hiresOf(db, ids),
    hires.hireVehicles(db, ids),
    refundsOf(db, bookings),
  ])
  const withRefunds = (row: BookingRow, id: string) => ({ ...row, refunds: refunds.get(id) ?? [] })
  return {
    userData: bookings.flatMap((booking) => {
      const hire = hired.find((h) => h.booking_id === booking.id)
      if (hire) return [withRefunds(hireRow(booking, hire, vehicles), booking.id)]
      const rows = bookingRows(
        booking,
        seats.filter((s) => s.booking_id === booking.id),
      )
      return rows.length > 0 ? [withRefunds(rows[0]!, booking.id)] : []
    }),
  }
}
