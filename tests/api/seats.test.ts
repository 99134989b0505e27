import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TripSearchResponse, type BusOffering } from '#shared/contract/booking-search.ts'
import { createHarness, type Harness } from './harness.ts'

// Seat availability comes from booking_seats rows (DESIGN §3), minus seat 2 (SPEC §9 luggage).
// Bookings are inserted straight into the database: the booking call is another issue's.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const HOUR = 60 * 60 * 1000

async function busesJibowuUtako(): Promise<BusOffering[]> {
  const res = await h.call('POST', '/api/booking/Booking/availabletripdetails', {
    departureTerminalId: 1,
    destinationTerminalId: 6,
    departureDate: '2026-11-24',
    numberOfAdults: 1,
    tripType: 0,
  })
  expect(res.status).toBe(200)
  return v.parse(TripSearchResponse, res.body).data.departures
}

async function book(id: string, status: number, tripId: string, seats: number[], holdMs?: number) {
  const db = h.database.db
  const hold = holdMs === undefined ? null : new Date(h.clock.now().getTime() + holdMs)
  await db
    .insertInto('bookings')
    .values({ id, reference_code: `REF-${id}`, status, hold_expires_at: hold })
    .execute()
  await db
    .insertInto('booking_seats')
    .values(seats.map((seat_number) => ({ booking_id: id, vehicle_trip_id: tripId, seat_number })))
    .execute()
}

describe('seat availability', () => {
  it('drops seats of confirmed and held bookings, not of expired holds', async () => {
    const [bus] = await busesJibowuUtako()
    const tripId = bus!.vehicleTripRegistrationId
    const before = bus!.availableNumberOfSeats

    await book('b-confirmed', 1, tripId, [1, 3])
    await book('b-held', 0, tripId, [4], HOUR)
    await book('b-expired', 0, tripId, [5], -HOUR)
    await book('b-cancelled', 2, tripId, [6])

    const after = (await busesJibowuUtako()).find((b) => b.vehicleTripRegistrationId === tripId)!
    expect(after.availableNumberOfSeats).toBe(before - 3)
    expect(after.availableSeats).not.toContain(1)
    expect(after.availableSeats).not.toContain(3)
    expect(after.availableSeats).not.toContain(4)
    expect(after.availableSeats).toContain(5)
    expect(after.availableSeats).toContain(6)
    expect(after.availableSeats).not.toContain(2)
  })

  it('a seat is sold at most once per trip: the unique index refuses a second row', async () => {
    const [bus] = await busesJibowuUtako()
    await expect(book('b-twice', 1, bus!.vehicleTripRegistrationId, [1])).rejects.toThrow()
  })

  it('a fully booked bus is still listed, with 0 seats', async () => {
    const buses = await busesJibowuUtako()
    const bus = buses[1]!
    const seats = bus.availableSeats
    await book('b-full', 1, bus.vehicleTripRegistrationId, seats)
    const full = (await busesJibowuUtako()).find(
      (b) => b.vehicleTripRegistrationId === bus.vehicleTripRegistrationId,
    )!
    expect(full).toMatchObject({ availableNumberOfSeats: 0, availableSeats: [] })
    expect(full.totalNumberOfSeats).toBe(bus.totalNumberOfSeats)
  })
})
