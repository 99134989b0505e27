import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, engine, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { MINUTE, movableClock } from './accounts-helpers.ts'

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

describe.skipIf(engine !== 'postgres')(
  'a hold lengthened while another booking lets lapsed holds go (PostgreSQL only)',
  () => {
    const clock = movableClock()
    let h: Harness
    let other: pg.Client
    beforeAll(async () => {
      h = await createHarness({ clock })
      const current = await h.database.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.pathname = `/${current.name}`
      other = new pg.Client({ connectionString: url.toString() })
      await other.connect()
    })
    afterAll(async () => {
      await other?.end()
      await h?.close()
    })

    /** Until `n` statements of this database wait on a lock (the test's or each other's). */
    async function waiting(n: number) {
      for (;;) {
        // (This client's transaction would see one snapshot of the statistics throughout.)
        await other.query('select pg_stat_clear_snapshot()')
        const { rows } = await other.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
        if (rows[0]!.n >= n) return
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }

    it('a bank transfer opened in the last second of a card hold keeps its seat against a booking letting it go', async () => {
      const bus = await firstBus(h, 1, 6, '2026-11-26')
      const seat = bus.availableSeats.find((s) => s !== 2)!
      const held = await book(h, payload(bus, { seats: [seat] }))
      expect(held.status, JSON.stringify(held.body)).toBe(200)
      const ref = held.body.data.bookingReferenceCode as string
      expect(
        (await h.call('POST', '/api/payment/api/v1/Paystack/initialize', { reference: ref }))
          .status,
      ).toBe(200)
      // The card's 20 minutes are nearly up: the traveller chooses a bank transfer instead, whose
      // hour (SPEC §9) the booking now takes. That request is slow to commit (here: its payment
      // row is held by another transaction for a moment)…
      clock.advance(20 * MINUTE - 1000)
      await other.query('begin')
      await other.query(
        `select 1 from payments p join bookings b on b.id = p.booking_id
         where b.reference_code = $1 for update of p`,
        [ref],
      )
      const transfer = h.call('POST', '/api/payment/api/v1/Aza/initialize', { reference: ref })
      await waiting(1)
      // …and meanwhile, a second later, another traveller books the seat, seeing the card hold
      // lapsed, and waits for the booking's row to expire it.
      clock.advance(2000)
      const rival = book(h, payload(bus, { seats: [seat] }))
      await waiting(2)
      await other.query('commit')
      const [account, second] = await Promise.all([transfer, rival])
      expect(account.status, JSON.stringify(account.body)).toBe(200)
      // The account was given with the hour to pay: the seat stays with it.
      const booking = await h.database.db
        .selectFrom('bookings')
        .select(['status', 'hold_expires_at'])
        .where('reference_code', '=', ref)
        .executeTakeFirstOrThrow()
      expect(booking.hold_expires_at!.getTime()).toBeGreaterThan(clock.now().getTime())
      expect(booking.status, 'the booking given an hour to pay by transfer').toBe(0)
      expect(second.status, JSON.stringify(second.body)).toBe(409)
    })
  },
)
