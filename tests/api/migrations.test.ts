import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seed } from '#server/db/seed/seed.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// An install made before 0400-enquiries was changed in place (no ambassadors, ratings naming a
// booking_seats row) is brought up to date by starting the current code on it, its data kept.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

/** The database as the first 0400-enquiries left it, with one rating of a booked seat. */
async function asTheFirst0400(): Promise<{ passengerId: number }> {
  const bus = await firstBus(h, 1, 6, '2026-11-24')
  const res = await book(h, payload(bus, { seats: [11] }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { rows } = await sql<{ seat: number; passenger: number }>`
    select s.id as seat, p.id as passenger from booking_seats s
    join bookings b on b.id = s.booking_id
    join booking_passengers p on p.booking_id = s.booking_id and p.seat_number = s.seat_number
    where b.reference_code = ${res.body.data.bookingReferenceCode}`.execute(h.database.db)
  const { seat, passenger } = rows[0]!
  await sql`drop table ambassador_upgrades, ambassadors, ratings`.execute(h.database.db)
  await sql`create table ratings (
    id integer primary key generated always as identity,
    booking_seat_id integer not null references booking_seats (id) on delete cascade,
    ratings_type smallint not null check (ratings_type in (1, 2, 3)),
    rating smallint not null check (rating between 1 and 5),
    comment text not null, issues jsonb not null,
    customer_id integer references customers (id), created_at timestamptz not null,
    constraint ratings_one_per_seat unique (booking_seat_id, ratings_type))`.execute(h.database.db)
  await sql`insert into ratings (booking_seat_id, ratings_type, rating, comment, issues, created_at)
    values (${seat}, 1, 4, 'Smooth ride', '[]', now())`.execute(h.database.db)
  await sql`delete from kysely_migration where name >= '1450'`.execute(h.database.db)
  return { passengerId: passenger }
}

describe('starting the current code on an older database', () => {
  it('creates what a changed migration added and keeps the ratings, naming their seats', async () => {
    const { passengerId } = await asTheFirst0400()
    await migrateToLatest(h.database.db)
    await seed(h.database.db, h.clock)
    const ambassadors = await sql<{
      n: number
    }>`select count(*)::int as n from ambassadors`.execute(h.database.db)
    expect(ambassadors.rows[0]!.n).toBeGreaterThan(0)
    const ratings = await sql<{
      seat_management_id: number
      comment: string
    }>`select seat_management_id, comment from ratings`.execute(h.database.db)
    expect(ratings.rows).toEqual([{ seat_management_id: passengerId, comment: 'Smooth ride' }])
    // Run again (every start migrates): nothing changes, nothing fails.
    await migrateToLatest(h.database.db)
    expect((await h.call('GET', '/api/health')).status).toBe(200)
  })
})
