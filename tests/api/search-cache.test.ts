import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { writesTo } from '#server/db/table-writes.ts'
import { book, findBuses, payload } from './booking-helpers.ts'
import { createHarness, TEST_NOW, type Harness } from './harness.ts'

// Issue 9: a seat search is answered from memory for SEARCH_CACHE_MS (2 s by default), unless
// this process has written bookings, seats or trips since. The clock is the test's own, so
// "2 s later" is a step of it, not a wait.

let h: Harness
let now = Date.parse(TEST_NOW)
beforeAll(async () => {
  h = await createHarness({ clock: { now: () => new Date(now) } })
})
afterAll(async () => {
  await h?.close()
})

const DAY = '2026-11-26'

async function seatsOf(tripId: string) {
  const bus = (await findBuses(h, 1, 6, DAY)).find((b) => b.vehicleTripRegistrationId === tripId)
  if (!bus) throw new Error(`bus ${tripId} not listed`)
  return bus.availableSeats
}

describe('seat search answered from memory', () => {
  it('shows a booking this process made at once, though the answer was kept', async () => {
    const [bus] = await findBuses(h, 1, 6, DAY)
    const seat = bus!.availableSeats.at(-1)!
    const booked = await book(h, payload(bus!, { seats: [seat] }))
    expect(booked.status).toBe(200)
    expect(await seatsOf(bus!.vehicleTripRegistrationId)).not.toContain(seat)
  })

  it("shows another process's change once the kept answer is 2 s old", async () => {
    const [bus] = await findBuses(h, 1, 6, DAY)
    const seat = bus!.availableSeats[0]!
    const booked = await book(h, payload(bus!, { seats: [seat] }))
    expect(booked.status).toBe(200)
    expect(await seatsOf(bus!.vehicleTripRegistrationId)).not.toContain(seat)

    // Another process cancels it: a statement this process's Kysely never sent.
    await sql`update bookings set status = ${BOOKING_STATUS.cancelled} where reference_code = ${booked.body.data.bookingReferenceCode}`.execute(
      h.database.db,
    )
    now += 1_999
    expect(await seatsOf(bus!.vehicleTripRegistrationId)).not.toContain(seat)
    now += 1
    expect(await seatsOf(bus!.vehicleTripRegistrationId)).toContain(seat)
  })
})

describe('a booking attempt on a held seat, refused from memory', () => {
  it("is refused on the kept read until it is 2 s old, then sees another process's release", async () => {
    const [bus] = await findBuses(h, 1, 6, DAY)
    const seat = bus!.availableSeats[1]!
    const first = await book(h, payload(bus!, { seats: [seat] }))
    expect(first.status).toBe(200)
    // Read and kept: the seat is held.
    expect((await book(h, payload(bus!, { seats: [seat] }))).status).toBe(409)

    // Another process cancels it and frees the seat, as cancelling does.
    const reference = first.body.data.bookingReferenceCode as string
    await sql`update bookings set status = ${BOOKING_STATUS.cancelled} where reference_code = ${reference}`.execute(
      h.database.db,
    )
    await sql`delete from booking_seats where booking_id = (select id from bookings where reference_code = ${reference})`.execute(
      h.database.db,
    )
    now += 1_999
    expect((await book(h, payload(bus!, { seats: [seat] }))).status).toBe(409)
    now += 1
    expect((await book(h, payload(bus!, { seats: [seat] }))).status).toBe(200)
  })
})

describe('the writes a booking counts', () => {
  it('names every table its one statement writes, those of its WITH clause too', async () => {
    const tables = ['bookings', 'booking_passengers', 'booking_seats'] as const
    const before = tables.map((table) => writesTo([table]))
    const [bus] = await findBuses(h, 1, 6, DAY)
    expect((await book(h, payload(bus!, { seats: [bus!.availableSeats[2]!] }))).status).toBe(200)
    expect(tables.map((table) => writesTo([table]) > before[tables.indexOf(table)]!)).toEqual([
      true,
      true,
      true,
    ])
  })
})
