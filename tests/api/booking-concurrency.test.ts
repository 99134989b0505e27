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

    it('a late payment taking its seats again and a booking of them racing it: never both kept', async () => {
      const bus = await firstBus(h, 1, 6, '2026-11-25')
      const seats = bus.availableSeats.slice(0, 24)
      // Each seat booked alone by card and paid at the gateway; the page did not come back.
      const late: { seat: number; ref: string }[] = []
      for (const seat of seats) {
        const res = await book(h, payload(bus, { seats: [seat] }))
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const ref = res.body.data.bookingReferenceCode as string
        const checkout = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
          reference: ref,
        })
        await h.app.request(`${checkout.body.data}/pay`, { method: 'POST' })
        late.push({ seat, ref })
      }
      // Their holds lapse before the expiry job runs; then each return page and another
      // traveller's booking of the same seat arrive together.
      await h.database.db
        .updateTable('bookings')
        .set({ hold_expires_at: new Date(h.clock.now().getTime() - 1000) })
        .where(
          'reference_code',
          'in',
          late.map((l) => l.ref),
        )
        .execute()
      const answers = await Promise.all(
        late.flatMap(({ seat, ref }) => [
          h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}`),
          book(h, payload(bus, { seats: [seat] })),
        ]),
      )
      expect(answers.map((a) => a.status)).not.toContain(500)
      // A seat is held or sold for one live booking at most, and a confirmed booking keeps it.
      const shared = await sql<{ seat: number }>`
        select p.seat_number as seat from booking_passengers p join bookings b on b.id = p.booking_id
        where b.status in (0, 1) and p.vehicle_trip_id = ${bus.vehicleTripRegistrationId}
        group by p.seat_number having count(*) > 1`.execute(h.database.db)
      expect(shared.rows).toEqual([])
      const seatless = await sql<{ ref: string }>`
        select b.reference_code as ref from bookings b
        where b.status = 1 and b.outbound_trip_id = ${bus.vehicleTripRegistrationId}
          and not exists (select 1 from booking_seats s where s.booking_id = b.id)`.execute(
        h.database.db,
      )
      expect(seatless.rows).toEqual([])
    })

    it('without the unique index the same race double-books (the test above can fail)', async () => {
      const { statuses, rows } = await race(unguarded, 3)
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1)
      expect(rows).toBeGreaterThan(1)
    })
  },
)
