import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '#server/db/database.ts'
import { cachedReference } from '#server/db/reference-cache.ts'
import type { DB } from '#server/db/schema.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'

// Kysely only (STYLE habit 5): what a seat search reads. Terminals, routes and fees are
// reference data, read through the short-lived reference cache.

export function findTerminal(db: Database, id: number) {
  return cachedReference(db, `terminal:${id}`, () =>
    db
      .selectFrom('terminals')
      .select(['id', 'name', 'state'])
      .where('id', '=', id)
      .executeTakeFirst(),
  )
}
export type SearchTerminal = NonNullable<Awaited<ReturnType<typeof findTerminal>>>

export function directRouteId(db: Database, fromId: number, toId: number) {
  return cachedReference(db, `route:${fromId}:${toId}`, async () => {
    const row = await db
      .selectFrom('routes')
      .select('id')
      .where('departure_terminal_id', '=', fromId)
      .where('destination_terminal_id', '=', toId)
      .executeTakeFirst()
    return row?.id
  })
}

/**
 * Routes standing in for a missing direct one: from a sibling terminal of `from` (same state) to
 * `to` when `vary` is 'departure', or from `from` to a sibling of `to` when 'arrival'.
 */
export function alternativeRouteIds(
  db: Database,
  from: SearchTerminal,
  to: SearchTerminal,
  vary: 'departure' | 'arrival',
) {
  return cachedReference(db, `alternatives:${from.id}:${to.id}:${vary}`, () =>
    readAlternativeRouteIds(db, from, to, vary),
  )
}

async function readAlternativeRouteIds(
  db: Database,
  from: SearchTerminal,
  to: SearchTerminal,
  vary: 'departure' | 'arrival',
) {
  const [fixedColumn, variedColumn, fixed, sibling] =
    vary === 'departure'
      ? (['r.destination_terminal_id', 'r.departure_terminal_id', to, from] as const)
      : (['r.departure_terminal_id', 'r.destination_terminal_id', from, to] as const)
  const rows = await db
    .selectFrom('routes as r')
    .innerJoin('terminals as t', 't.id', variedColumn)
    .select('r.id')
    .where(fixedColumn, '=', fixed.id)
    .where('t.state', '=', sibling.state)
    .where('t.id', '<>', sibling.id)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Whether the booking owning seat row `s` holds the seat at `now`: confirmed, or pending with a
 * hold that has not lapsed (a pending booking without an expiry holds until released).
 *
 * Issue 9: asked per seat row, by the booking's key, on purpose. Written as a join, the planner
 * of a young database (statistics from before the first bookings) scanned every pending booking
 * for each bus; a busy hour of holds then made every search and booking attempt slower.
 */
function holdsSeat(now: Date) {
  return sql<boolean>`coalesce((select b.status = ${BOOKING_STATUS.confirmed} or (b.status = ${BOOKING_STATUS.pending} and (b.hold_expires_at is null or b.hold_expires_at > ${now})) from bookings b where b.id = s.booking_id), false)`
}

/** Seats held on trip `v` at `now` (see takenSeats), as an array, for the trips query. */
function heldSeatNumbers(eb: ExpressionBuilder<DB & { v: DB['vehicle_trips'] }, 'v'>, now: Date) {
  return eb
    .selectFrom('booking_seats as s')
    .select(sql<number[]>`coalesce(array_agg(s.seat_number), '{}')`.as('seats'))
    .whereRef('s.vehicle_trip_id', '=', 'v.id')
    .where(holdsSeat(now))
}

/** Buses of these routes on a Lagos day that have not left yet, each with its held seats. */
export function tripsOnDay(db: Database, routeIds: number[], day: string, after: Date) {
  return db
    .selectFrom('vehicle_trips as v')
    .innerJoin('routes as r', 'r.id', 'v.route_id')
    .innerJoin('terminals as dep', 'dep.id', 'r.departure_terminal_id')
    .innerJoin('terminals as dest', 'dest.id', 'r.destination_terminal_id')
    .innerJoin('vehicle_models as m', 'm.id', 'v.vehicle_model_id')
    .select([
      'v.id',
      'v.route_id',
      'v.departure_date',
      'v.departure_at',
      'v.fare_kobo',
      'v.total_seats',
      'v.is_sub',
      'v.cash_back_kobo',
      'r.name as route_name',
      'r.is_international',
      'dep.id as departure_terminal_id',
      'dep.name as departure_terminal_name',
      'dest.id as destination_terminal_id',
      'dest.name as destination_terminal_name',
      'm.name as model_name',
      'm.vehicle_name',
    ])
    .select((eb) => heldSeatNumbers(eb, after).as('taken_seats'))
    .where('v.route_id', 'in', routeIds)
    .where('v.departure_date', '=', day)
    .where('v.departure_at', '>', after)
    .orderBy('v.departure_at')
    .orderBy('v.vehicle_model_id')
    .orderBy('v.route_id')
    .execute()
}
export type TripRow = Awaited<ReturnType<typeof tripsOnDay>>[number]

/**
 * Seats taken on these trips: confirmed bookings, and pending ones whose hold has not expired
 * (a pending booking without an expiry holds until released). Expired holds free their seats
 * here even before the hold-expiry job deletes the rows.
 */
export function takenSeats(db: Database, tripIds: string[], now: Date) {
  return db
    .selectFrom('booking_seats as s')
    .select(['s.vehicle_trip_id', 's.seat_number'])
    .where('s.vehicle_trip_id', 'in', tripIds)
    .where(holdsSeat(now))
    .execute()
}

export async function documentFees(db: Database, routeIds: number[]) {
  if (routeIds.length === 0) return []
  const sorted = [...routeIds].sort((a, b) => a - b)
  return cachedReference(db, `fees:${sorted.join(',')}`, () =>
    db
      .selectFrom('travel_document_fees')
      .select(['route_id', 'travel_document_id', 'document_type', 'markup_kobo'])
      .where('route_id', 'in', sorted)
      .orderBy('route_id')
      .orderBy('travel_document_id')
      .execute(),
  )
}
