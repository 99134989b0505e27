import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type {
  CustomerFeedbacksTable,
  PartnerEnquiriesTable,
  RatingsTable,
  SuggestedRoutesTable,
} from '#server/db/schema.ts'
import type { Insertable } from 'kysely'

// Kysely only (STYLE habit 5): feedback, partner enquiries, route suggestions, ratings and the
// idempotency keys of queued submissions.

export type SubmissionKind = 'feedback' | 'enquiry' | 'suggestion' | 'rating'

/** The record an idempotency key already stored, if any. */
export async function findSubmission(db: Database, key: string) {
  return db
    .selectFrom('submission_keys')
    .select(['kind', 'record_id'])
    .where('key', '=', key)
    .executeTakeFirst()
}

/**
 * Claims the key for a new record inside the caller's transaction; false when another request
 * claimed it first (the unique key decides, so two racing replays store once).
 */
export async function claimSubmission(
  db: Database,
  key: string,
  kind: SubmissionKind,
  recordId: number,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insertInto('submission_keys')
    .values({ key, kind, record_id: recordId, created_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst()
  return claimed !== undefined
}

export async function insertFeedback(db: Database, row: Insertable<CustomerFeedbacksTable>) {
  const { id } = await db
    .insertInto('customer_feedbacks')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function insertPartnerEnquiry(db: Database, row: Insertable<PartnerEnquiriesTable>) {
  const { id } = await db
    .insertInto('partner_enquiries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function insertSuggestedRoute(db: Database, row: Insertable<SuggestedRoutesTable>) {
  const { id } = await db
    .insertInto('suggested_routes')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Inserts every rating of a seat, or none: false when the seat was rated already. */
export async function insertRatings(db: Database, rows: Insertable<RatingsTable>[]) {
  const inserted = await db
    .insertInto('ratings')
    .values(rows)
    .onConflict((oc) => oc.columns(['seat_management_id', 'ratings_type']).doNothing())
    .returning('id')
    .execute()
  return inserted
}

/** The travelled seat (booking_passengers) a rating is for: its booking, route and day, and whether it was rated. */
export async function seatToRate(db: Database, seatId: number) {
  return db
    .selectFrom('booking_passengers as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .innerJoin('vehicle_trips as t', 't.id', 's.vehicle_trip_id')
    .innerJoin('routes as r', 'r.id', 't.route_id')
    .select([
      's.id',
      's.seat_number',
      'b.reference_code',
      'b.status',
      'b.customer_id',
      'r.name as route_name',
      't.departure_date',
      't.departure_at',
      sql<boolean>`exists (select 1 from ratings where seat_management_id = s.id)`.as('rated'),
    ])
    .where('s.id', '=', seatId)
    .executeTakeFirst()
}

/** The latest submissions of one kind, newest first (the operators' inbox script). */
export function latest(db: Database, kind: SubmissionKind, limit: number) {
  const table = {
    feedback: 'customer_feedbacks',
    enquiry: 'partner_enquiries',
    suggestion: 'suggested_routes',
    rating: 'ratings',
  } as const
  return db
    .selectFrom(table[kind])
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<Record<string, unknown>[]>
}

/** Dev only: the buses of a booking left at `at`, on that Lagos day (UTC+1, no DST). */
export async function departBookingNow(db: Database, reference: string, at: Date) {
  const lagosDay = new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10)
  const moved = await db
    .updateTable('vehicle_trips')
    .set({ departure_at: at, departure_date: lagosDay })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('booking_passengers as p')
        .innerJoin('bookings as b', 'b.id', 'p.booking_id')
        .select('p.vehicle_trip_id')
        .where(sql`upper(b.reference_code)`, '=', reference.toUpperCase()),
    )
    .executeTakeFirst()
  return Number(moved.numUpdatedRows)
}
