import type { Database } from '#server/db/database.ts'

// Kysely only: reading a booking back for tickets, status, check-in and history.

const bookingColumns = [
  'id',
  'reference_code',
  'status',
  'hold_expires_at',
  'created_at',
  'customer_id',
  'trip_type',
  'payment_method',
  'email',
  'phone_number',
  'next_of_kin_name',
  'discount_kobo',
  'total_amount_kobo',
  'paid_at',
] as const

export function findBookingByReference(db: Database, reference: string) {
  return db
    .selectFrom('bookings')
    .select(bookingColumns)
    .where('reference_code', '=', reference.trim().toUpperCase())
    .executeTakeFirst()
}
export type BookingRecord = NonNullable<Awaited<ReturnType<typeof findBookingByReference>>>

export function bookingsOfCustomer(db: Database, customerId: number) {
  return db
    .selectFrom('bookings')
    .select(bookingColumns)
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute()
}

/** Passenger seats with their bus, route and terminals, outward leg first, main traveller first. */
export function passengerSeats(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('booking_passengers as p')
    .innerJoin('vehicle_trips as v', 'v.id', 'p.vehicle_trip_id')
    .innerJoin('routes as r', 'r.id', 'v.route_id')
    .innerJoin('terminals as dep', 'dep.id', 'r.departure_terminal_id')
    .innerJoin('terminals as dest', 'dest.id', 'r.destination_terminal_id')
    .innerJoin('vehicle_models as m', 'm.id', 'v.vehicle_model_id')
    .select([
      'p.id',
      'p.booking_id',
      'p.leg',
      'p.position',
      'p.seat_number',
      'p.full_name',
      'p.gender',
      'p.amount_kobo',
      'p.checked_in_at',
      'v.id as trip_id',
      'v.departure_at',
      'v.departure_date',
      'r.name as route_name',
      'dep.id as departure_terminal_id',
      'dep.name as departure_terminal_name',
      'dest.name as destination_terminal_name',
      'm.name as vehicle_model',
    ])
    .where('p.booking_id', 'in', bookingIds)
    .orderBy('p.booking_id')
    .orderBy('p.leg')
    .orderBy('p.position')
    .execute()
}
export type PassengerSeat = Awaited<ReturnType<typeof passengerSeats>>[number]

/**
 * Checks in (prints) one leg: its seats, every traveller's. A round trip's return is checked in
 * on its own, so what is printed is the leg, not the booking.
 */
export async function markCheckedIn(db: Database, bookingId: string, leg: number, now: Date) {
  await db
    .updateTable('booking_passengers')
    .set({ checked_in_at: now })
    .where('booking_id', '=', bookingId)
    .where('leg', '=', leg)
    .where('checked_in_at', 'is', null)
    .execute()
}

export function terminalPosition(db: Database, terminalId: number) {
  return db
    .selectFrom('terminals')
    .select(['latitude', 'longitude'])
    .where('id', '=', terminalId)
    .executeTakeFirst()
}
