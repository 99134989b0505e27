import type { Insertable } from 'kysely'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import type { Database } from '#server/db/database.ts'
import { turnBatcher } from '#server/db/turn-batch.ts'
import type { BookingPassengersTable, BookingsTable } from '#server/db/schema.ts'

// Kysely only (STYLE habit 5): creating bookings and holding their seats.

export function findTrip(db: Database, tripId: string) {
  return db
    .selectFrom('vehicle_trips as v')
    .innerJoin('routes as r', 'r.id', 'v.route_id')
    .select([
      'v.id',
      'v.route_id',
      'v.departure_at',
      'v.fare_kobo',
      'v.total_seats',
      'r.is_international',
      'r.departure_terminal_id',
      'r.destination_terminal_id',
    ])
    .where('v.id', '=', tripId)
    .executeTakeFirst()
}
export type BookableTrip = NonNullable<Awaited<ReturnType<typeof findTrip>>>

export function documentMarkups(db: Database, routeId: number) {
  return db
    .selectFrom('travel_document_fees')
    .select(['travel_document_id', 'markup_kobo'])
    .where('route_id', '=', routeId)
    .execute()
}

export interface SeatKey {
  tripId: string
  seat: number
}

/**
 * Pending bookings whose hold has lapsed but still own some of these seats become Expired and
 * let go of their seat rows, so the seats can be sold now rather than when the job next runs.
 * `keep` is the booking asking (a late payment taking its own seats again): it is not expired.
 */
export async function releaseLapsedHoldsOn(
  db: Database,
  seats: SeatKey[],
  now: Date,
  keep?: string,
) {
  if (seats.length === 0) return
  const owners = await db
    .selectFrom('booking_seats as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .select('b.id')
    .distinct()
    .where('b.status', '=', BOOKING_STATUS.pending)
    .where('b.hold_expires_at', '<=', now)
    .$if(keep !== undefined, (q) => q.where('b.id', '!=', keep!))
    .where((eb) =>
      eb.or(
        seats.map((k) =>
          eb.and([eb('s.vehicle_trip_id', '=', k.tripId), eb('s.seat_number', '=', k.seat)]),
        ),
      ),
    )
    .execute()
  await expireBookings(
    db,
    owners.map((o) => o.id),
    now,
  )
}

/**
 * Expired (SPEC §4 history 5): the seats go back on sale and any coupon may be used again. Only
 * the bookings this call expired let go: one that a payment confirmed since it was read as lapsed,
 * or whose hold a checkout lengthened since (a bank transfer's hour), keeps its seats: the update
 * waits for that row lock, then checks status and hold again on what was committed.
 */
export async function expireBookings(db: Database, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return
  const expired = await db
    .updateTable('bookings')
    .set({ status: BOOKING_STATUS.expired })
    .where('id', 'in', bookingIds)
    .where('status', '=', BOOKING_STATUS.pending)
    .where('hold_expires_at', '<=', now)
    .returning('id')
    .execute()
  await releaseSeatsAndCoupons(
    db,
    expired.map((b) => b.id),
  )
}

export async function releaseSeatsAndCoupons(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return
  await db.deleteFrom('booking_seats').where('booking_id', 'in', bookingIds).execute()
  const coupons = db.selectFrom('bookings').select('coupon_id').where('id', 'in', bookingIds)
  await db.updateTable('coupons').set({ redeemed_at: null }).where('id', 'in', coupons).execute()
}

interface NewBooking {
  booking: Insertable<BookingsTable>
  passengers: Omit<Insertable<BookingPassengersTable>, 'booking_id'>[]
  seats: SeatKey[]
}

interface WaitingBooking extends NewBooking {
  inserted: () => void
  failed: (error: unknown) => void
}

/** At most this many bookings a statement: some forty parameters each, far below 65,535. */
const MOST_AT_ONCE = 100

const gatherBooking = turnBatcher<WaitingBooking>(
  MOST_AT_ONCE,
  (db, batch) => void insertBatch(db, batch),
)

/**
 * The booking, its passengers and its seats as one statement: atomic even without a transaction,
 * one round trip (issue 9). A seat row already there fails it whole on the unique index.
 *
 * Issue 9: outside a transaction, the bookings of one turn of the event loop (many travellers at
 * once) go in together, one statement and one commit for all instead of a round trip each. When
 * that statement fails (a seat one of them asked for is taken, two of them asked for the same
 * seat), each booking is tried again on its own, so one traveller's clash never costs another
 * their seats, and each gets the answer its own statement gets.
 */
export function insertBooking(
  db: Database,
  booking: Insertable<BookingsTable>,
  passengers: NewBooking['passengers'],
  seats: SeatKey[],
): Promise<void> {
  if (db.isTransaction) return insertBookings(db, [{ booking, passengers, seats }])
  return new Promise((inserted, failed) =>
    gatherBooking(db, { booking, passengers, seats, inserted, failed }),
  )
}

async function insertBatch(db: Database, batch: WaitingBooking[]) {
  const alone = (entry: WaitingBooking) =>
    insertBookings(db, [entry]).then(entry.inserted, entry.failed)
  if (batch.length === 1) return alone(batch[0]!)
  try {
    await insertBookings(db, batch)
  } catch {
    await Promise.all(batch.map(alone))
    return
  }
  for (const entry of batch) entry.inserted()
}

async function insertBookings(db: Database, bookings: NewBooking[]) {
  await db
    .with('booking', (q) =>
      q
        .insertInto('bookings')
        .values(bookings.map((b) => b.booking))
        .returning('id'),
    )
    .with('passengers', (q) =>
      q
        .insertInto('booking_passengers')
        .values(
          bookings.flatMap((b) => b.passengers.map((p) => ({ ...p, booking_id: b.booking.id }))),
        )
        .returning('id'),
    )
    .insertInto('booking_seats')
    .values(
      bookings.flatMap((b) =>
        b.seats.map((k) => ({
          booking_id: b.booking.id,
          vehicle_trip_id: k.tripId,
          seat_number: k.seat,
        })),
      ),
    )
    .execute()
}

/** The booking a checkout's Idempotency-Key made, if any. */
export function findBookingByRequestKey(db: Database, key: string) {
  return db
    .selectFrom('bookings')
    .select(['reference_code', 'customer_id', 'total_amount_kobo', 'payment_method'])
    .select(['status', 'hold_expires_at', 'idempotency_fingerprint'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

/** Frees a checkout's Idempotency-Key from a booking that is over: pending no more, or lapsed. */
export async function releaseRequestKey(db: Database, key: string, now: Date) {
  await db
    .updateTable('bookings')
    .set({ idempotency_key: null, idempotency_fingerprint: null })
    .where('idempotency_key', '=', key)
    .where((eb) =>
      eb.or([
        eb('status', '<>', BOOKING_STATUS.pending),
        eb('hold_expires_at', 'is', null),
        eb('hold_expires_at', '<=', now),
      ]),
    )
    .execute()
}

/** The booking by reference, row-locked for the rest of the caller's transaction. */
export function lockBookingByReference(db: Database, reference: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'reference_code', 'status', 'hold_expires_at', 'total_amount_kobo'])
    .select(['customer_id', 'email', 'phone_number', 'coupon_id', 'payment_method', 'created_at'])
    .where('reference_code', '=', reference.toUpperCase())
    .forUpdate()
    .executeTakeFirst()
}

export async function setBookingStatus(db: Database, bookingId: string, status: number) {
  await db.updateTable('bookings').set({ status }).where('id', '=', bookingId).execute()
}

/** Confirmed, recording the way it was paid: the gateway (or wallet) that settled it. */
export async function confirmBooking(
  db: Database,
  bookingId: string,
  paidAt: Date,
  paymentMethod: number,
) {
  await db
    .updateTable('bookings')
    .set({
      status: BOOKING_STATUS.confirmed,
      hold_expires_at: null,
      paid_at: paidAt,
      payment_method: paymentMethod,
    })
    .where('id', '=', bookingId)
    .execute()
}

/** Pending bookings whose hold has lapsed, locked; rows another process holds are skipped. */
export async function lockLapsedHolds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', BOOKING_STATUS.pending)
    .where('hold_expires_at', '<=', now)
    .forUpdate()
    .skipLocked()
    .execute()
  return rows.map((b) => b.id)
}

/** The seats a booking's passengers were sold, and the earliest departure among their trips. */
export async function bookedSeats(db: Database, bookingId: string) {
  const passengers = await db
    .selectFrom('booking_passengers')
    .select(['vehicle_trip_id', 'seat_number'])
    .where('booking_id', '=', bookingId)
    .execute()
  const seats: SeatKey[] = passengers.map((p) => ({
    tripId: p.vehicle_trip_id,
    seat: p.seat_number,
  }))
  if (seats.length === 0) return { seats, firstDeparture: null }
  const trips = await db
    .selectFrom('vehicle_trips')
    .select('departure_at')
    .where(
      'id',
      'in',
      seats.map((k) => k.tripId),
    )
    .execute()
  const firstDeparture = trips.reduce<Date | null>(
    (min, t) => (min === null || t.departure_at < min ? t.departure_at : min),
    null,
  )
  return { seats, firstDeparture }
}

export async function deleteSeats(db: Database, bookingId: string) {
  await db.deleteFrom('booking_seats').where('booking_id', '=', bookingId).execute()
}

/**
 * Takes whichever of these seats are free (ON CONFLICT DO NOTHING keeps the transaction usable
 * on a clash) and returns how many it took.
 */
export async function insertFreeSeats(db: Database, bookingId: string, seats: SeatKey[]) {
  const inserted = await db
    .insertInto('booking_seats')
    .values(
      seats.map((k) => ({ booking_id: bookingId, vehicle_trip_id: k.tripId, seat_number: k.seat })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  return inserted.length
}

/** A Postgres unique violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint)
}
