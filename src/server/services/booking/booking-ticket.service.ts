import { DateTime } from 'luxon'
import type { Ticket, TicketLeg } from '#shared/contract/booking.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { LAGOS_ZONE } from '#shared/domain/date-windows.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import type { Database } from '#server/db/database.ts'
import * as read from './booking-read.repository.ts'
import { hireDetails } from '#server/services/hire/hire-details.ts'
import * as hires from '#server/services/hire/hire.repository.ts'
import type { BookingRecord, PassengerSeat } from './booking-read.repository.ts'

// The ticket (SPEC §2 'Your Ticket (reference)'): every payment confirmation answers with it.

export function lagosTime(at: Date): string {
  return DateTime.fromJSDate(at, { zone: LAGOS_ZONE }).toFormat('HH:mm')
}

export function statusName(status: number): Ticket['status'] {
  switch (status) {
    case BOOKING_STATUS.pending:
      return 'pending'
    case BOOKING_STATUS.confirmed:
      return 'confirmed'
    case BOOKING_STATUS.expired:
      return 'expired'
    case BOOKING_STATUS.failed:
      return 'failed'
    default:
      return 'cancelled'
  }
}

function toLeg(seats: PassengerSeat[]): TicketLeg {
  const first = seats[0]!
  return {
    vehicleTripRegistrationId: first.trip_id,
    routeName: first.route_name,
    departureTerminalId: first.departure_terminal_id,
    departureTerminalName: first.departure_terminal_name,
    destinationTerminalName: first.destination_terminal_name,
    departureDate: first.departure_date,
    departureTime: lagosTime(first.departure_at),
    vehicleModel: first.vehicle_model,
    passengers: seats.map((s) => ({ fullName: s.full_name, seatNumber: s.seat_number })),
  }
}

export function buildTicket(booking: BookingRecord, seats: PassengerSeat[]): Ticket {
  const outward = seats.filter((s) => s.leg === 0)
  const back = seats.filter((s) => s.leg === 1)
  return {
    bookingReferenceCode: booking.reference_code,
    status: statusName(booking.status),
    bookingStatus: booking.status,
    ...toLeg(outward),
    ...(back.length > 0 ? { returnTrip: toLeg(back) } : {}),
    amount: koboToNaira(booking.total_amount_kobo),
    discount: koboToNaira(booking.discount_kobo),
    paymentMethod: booking.payment_method,
    email: booking.email ?? '',
  }
}

export async function ticketFor(db: Database, booking: BookingRecord): Promise<Ticket> {
  const seats = await read.passengerSeats(db, [booking.id])
  if (seats.length === 0) {
    const hire = await hireTicket(db, booking)
    if (hire) return hire
  }
  return buildTicket(booking, seats)
}

/** A hire's ticket (issue 13): from and to, the day, the hirer, and the vehicles. */
async function hireTicket(db: Database, booking: BookingRecord): Promise<Ticket | null> {
  const [request] = await hires.hiresOf(db, [booking.id])
  if (!request) return null
  const vehicles = await hires.hireVehicles(db, [booking.id])
  const vehicleModel = hiredBuses(vehicles.map((v) => ({ model: v.name, quantity: v.quantity })))
  const leg = (from: string, to: string, day: string): TicketLeg => ({
    vehicleTripRegistrationId: 'hire',
    routeName: `${from} → ${to}`,
    departureTerminalId: 0,
    departureTerminalName: from,
    destinationTerminalName: to,
    departureDate: day,
    departureTime: '',
    vehicleModel,
    passengers: [{ fullName: request.full_name, seatNumber: 0 }],
  })
  return {
    bookingReferenceCode: booking.reference_code,
    status: statusName(booking.status),
    bookingStatus: booking.status,
    ...leg(request.pickup_label, request.dropoff_label, request.pickup_date),
    ...(request.return_date
      ? { returnTrip: leg(request.dropoff_label, request.pickup_label, request.return_date) }
      : {}),
    amount: koboToNaira(booking.total_amount_kobo),
    discount: 0,
    paymentMethod: booking.payment_method,
    email: booking.email ?? '',
    hire: hireDetails(request, vehicles),
  }
}
