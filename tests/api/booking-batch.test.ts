import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { writesTo } from '#server/db/table-writes.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// Issue 9: the bookings that arrive together go into the database together, one statement for
// all of them; a clash in that statement must cost no traveller but the one who clashed.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const seatOwners = async (tripId: string) =>
  h.database.db
    .selectFrom('booking_seats as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .select(['s.seat_number', 'b.reference_code'])
    .where('s.vehicle_trip_id', '=', tripId)
    .execute()

describe('bookings sent at the same moment', () => {
  it('go in with fewer statements than bookings, each with its own seats', async () => {
    const bus = await firstBus(h, 1, 6, '2026-11-25')
    const seats = bus.availableSeats.slice(0, 10)
    const before = writesTo(['booking_seats'])
    const results = await Promise.all(seats.map((seat) => book(h, payload(bus, { seats: [seat] }))))
    expect(results.map((r) => r.status)).toEqual(seats.map(() => 200))
    expect(writesTo(['booking_seats']) - before).toBeLessThan(seats.length)
    const owners = await seatOwners(bus.vehicleTripRegistrationId)
    expect(owners.map((o) => o.seat_number).sort((a, b) => a - b)).toEqual(
      [...seats].sort((a, b) => a - b),
    )
    expect(new Set(owners.map((o) => o.reference_code)).size).toBe(seats.length)
  })

  it('one seat asked for twice: one of the two gets it, the other 409, everyone else books', async () => {
    const bus = await firstBus(h, 1, 6, '2026-11-26')
    const [contested, ...others] = bus.availableSeats.slice(0, 9) as [number, ...number[]]
    const results = await Promise.all(
      [contested, contested, ...others].map((seat) => book(h, payload(bus, { seats: [seat] }))),
    )
    const [first, second, ...rest] = results
    expect(rest.map((r) => r.status)).toEqual(others.map(() => 200))
    expect([first!.status, second!.status].sort()).toEqual([200, 409])
    const refused = first!.status === 409 ? first! : second!
    expect(refused.body.shortDescription).toBe(m.seatsJustBooked)
    const owners = await seatOwners(bus.vehicleTripRegistrationId)
    expect(owners).toHaveLength(others.length + 1)
    expect(owners.filter((o) => o.seat_number === contested)).toHaveLength(1)
  })
})
