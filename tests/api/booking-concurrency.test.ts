import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, engine, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// DESIGN §3: a seat is sold at most once per trip, decided by the unique index, not by the
// application's own check. 100 travellers race for one seat: exactly one wins. With the index
// dropped (a harness of its own) the same race double-books, which proves the test can see it.
// PGlite runs one connection, so requests never overlap there: the race needs PostgreSQL.

const RACERS = 100

async function race(h: Harness, seat: number) {
  const bus = await firstBus(h, 1, 6, '2026-11-24')
  const body = payload(bus, { seats: [seat] })
  const results = await Promise.all(Array.from({ length: RACERS }, () => book(h, body)))
  const statuses = results.map((r) => r.status)
  const rows = await h.database.db
    .selectFrom('booking_seats')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('vehicle_trip_id', '=', bus.vehicleTripRegistrationId)
    .where('seat_number', '=', seat)
    .executeTakeFirstOrThrow()
  return { statuses, rows: Number(rows.n) }
}

describe.skipIf(engine !== 'postgres')(
  'seat races (PostgreSQL only: PGlite serialises every request on one connection)',
  () => {
    let h: Harness
    let unguarded: Harness
    beforeAll(async () => {
      ;[h, unguarded] = await Promise.all([createHarness(), createHarness()])
      await sql`drop index booking_seats_trip_seat_unique`.execute(unguarded.database.db)
    })
    afterAll(async () => {
      await Promise.all([h?.close(), unguarded?.close()])
    })

    it(`${RACERS} concurrent bookings of one seat: exactly one succeeds, the rest get 409`, async () => {
      const { statuses, rows } = await race(h, 3)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1)
      expect(statuses).not.toContain(500)
      expect(rows).toBe(1)
    })

    it('without the unique index the same race double-books (the test above can fail)', async () => {
      const { statuses, rows } = await race(unguarded, 3)
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1)
      expect(rows).toBeGreaterThan(1)
    })
  },
)
