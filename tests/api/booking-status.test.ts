import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookingStatusResponse } from '#shared/contract/booking.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, payload } from './booking-helpers.ts'
import { movableClock } from './accounts-helpers.ts'

// GET /Booking/limited and check-in by reference (SPEC §2, §8, §9): public by reference.

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

/** A paid booking (Paystack sandbox) on the first 1 → 6 bus, optionally with a return. */
async function paidBooking(seat: number, withReturn = false) {
  const out = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
  const back = withReturn ? (await findBuses(h, 6, 1, '2026-11-26'))[0]! : undefined
  const body = payload(out, { seats: [seat], back: back && { bus: back, seats: [seat] } })
  const ref = (await book(h, body)).body.data.bookingReferenceCode as string
  const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', { reference: ref })
  await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
  const confirm = await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  expect(confirm.body.code).toBe('1')
  return { ref, out, back }
}

const checkIn = (ref: string, terminal: number) =>
  h.call('GET', `/api/booking/SeatManagement/getseatSelf/refcode/${ref}/${terminal}`)

describe('booking status by reference', () => {
  it('answers SPEC §3 Booking rows, case-insensitively', async () => {
    const { ref } = await paidBooking(3)
    const res = await h.call(
      'GET',
      `/api/booking/booking/limited?bookingrefcode=${ref.toLowerCase()}`,
    )
    expect(res.status).toBe(200)
    const data = v.parse(BookingStatusResponse, res.body).data
    expect(data.refCode).toBe(ref)
    expect(data.userData[0]).toMatchObject({
      bookingReferenceCode: ref,
      bookingStatus: 1,
      isPrinted: false,
      seatNumber: 3,
      fullName: 'Adaeze Okafor',
      departureTerminalName: 'Lagos (Jibowu)',
      HasReturn: false,
      passengerType: 0,
      noOfTicket: 1,
    })
  })

  it('unknown → 404 with SPEC §8 copy; missing → 400', async () => {
    const res = await h.call('GET', '/api/booking/Booking/limited?BookingRefCode=WKNOPE')
    expect(res.status).toBe(404)
    expect(res.body.shortDescription).toBe(messages.bookingStatusNotFound('WKNOPE'))
    expect((await h.call('GET', '/api/booking/Booking/limited')).status).toBe(400)
    const long = await h.call(
      'GET',
      `/api/booking/Booking/limited?BookingRefCode=${'W'.repeat(41)}`,
    )
    expect(long.status).toBe(400)
    expect(long.body.shortDescription).not.toContain('W'.repeat(41))
  })
})

describe('check-in by reference', () => {
  // Booked first: the clock only moves forward through these tests.
  let simple: Awaited<ReturnType<typeof paidBooking>>
  let wrongTerminal: string
  let closing: string
  let roundTrip: Awaited<ReturnType<typeof paidBooking>>
  let pending: string
  let declined: string
  beforeAll(async () => {
    simple = await paidBooking(4)
    wrongTerminal = (await paidBooking(6)).ref
    closing = (await paidBooking(8)).ref
    roundTrip = await paidBooking(7, true)
    const bus = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
    pending = (await book(h, payload(bus, { seats: [5] }))).body.data.bookingReferenceCode
    declined = (await book(h, payload(bus, { seats: [9] }))).body.data.bookingReferenceCode
    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: declined,
    })
    await h.app.request(`${init.body.data}/decline`, { method: 'POST' })
    await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${declined}/NG`)
  })
  const departure = (bus: { departureDateTime: string }) =>
    new Date(bus.departureDateTime).getTime()
  const moveTo = (at: number) => clock.advance(at - clock.now().getTime())

  it('looking up is not checking in: two days ahead, check-in is not open yet', async () => {
    const early = await checkIn(simple.ref, 1)
    expect(early.status).toBe(400)
    expect(early.body.shortDescription).toMatch(/^Check-in opens 24 hours before departure, from /)
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${simple.ref}`)
    expect(status.body.data.userData[0]).toMatchObject({ isPrinted: false, checkedIn: false })
  })

  it('a guest checks in a confirmed booking at its departure terminal within the window', async () => {
    moveTo(departure(simple.out) - 3 * 3_600_000)
    const res = await checkIn(simple.ref, 1)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: '1', shortDescription: messages.checkInSuccess })
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${simple.ref}`)
    expect(status.body.data.userData[0]).toMatchObject({ isPrinted: true, checkedIn: true })
    // Checking in twice is harmless.
    expect((await checkIn(simple.ref, 1)).body.code).toBe('1')
  })

  it("a round trip's outward check-in prints that leg only: its return is still to check in", async () => {
    expect((await checkIn(roundTrip.ref, 1)).body.code).toBe('1')
    const rows = (
      await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${roundTrip.ref}`)
    ).body.data.userData
    expect(rows.map((r: any) => [r.isReturn, r.checkedIn, r.isPrinted])).toEqual([
      [false, true, true],
      [true, false, false],
    ])
    // The return's own window is not open yet: it is told when it opens, not that it is done.
    const back = await checkIn(roundTrip.ref, 6)
    expect(back.body.shortDescription).toMatch(/^Check-in opens 24 hours before departure, from /)
  })

  it('refuses unknown, unpaid and wrong-terminal bookings with a clear message', async () => {
    const unknown = await checkIn('WKNOSUCHREF0', 1)
    expect(unknown.body).toMatchObject({ code: '0', shortDescription: messages.invalidRefCode })
    expect((await checkIn(pending, 1)).body.shortDescription).toBe(m.checkInNotConfirmed)
    // A booking that will never be confirmed is not told to wait for it.
    expect((await checkIn(declined, 1)).body.shortDescription).toBe(m.checkInNotKept)
    const wrong = await checkIn(wrongTerminal, 9)
    expect(wrong.body).toMatchObject({ code: '0', shortDescription: m.checkInWrongTerminal })
    expect((await checkIn(wrongTerminal, Number.NaN)).status).toBe(400)
  })

  it('closes 30 minutes before departure (SPEC §9)', async () => {
    moveTo(departure(simple.out) - 31 * 60_000)
    expect((await checkIn(closing, 1)).body.code).toBe('1')
    clock.advance(2 * 60_000)
    const closed = await checkIn(closing, 1)
    expect(closed.status).toBe(400)
    expect(closed.body).toMatchObject({ code: '0', shortDescription: m.checkInClosed })
  })

  it('a round trip checks in the return leg at the return terminal', async () => {
    moveTo(departure(roundTrip.back!) - 2 * 3_600_000)
    expect((await checkIn(roundTrip.ref, 6)).body.code).toBe('1')
    const rows = (
      await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${roundTrip.ref}`)
    ).body.data.userData
    expect(rows.map((r: any) => [r.isReturn, r.checkedIn, r.isPrinted])).toEqual([
      [false, true, true],
      [true, true, true],
    ])
    // The outward row (the one history shows) names the return leg; each seat says its leg.
    expect(rows[0].returnTrip).toMatchObject({
      routeName: rows[1].routeName,
      departureDate: rows[1].departureDate,
      departureTime: rows[1].departureTime,
    })
    expect(rows[0].seatManagementDetails.map((d: any) => d.isReturn)).toEqual([false, true])
  })
})

describe('guessing references', () => {
  it('is cut off after 300 look-ups from one address in 15 minutes', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' }
    const path = '/api/booking/Booking/limited?BookingRefCode=WKGUESS0000'
    for (let i = 0; i < 300; i++) {
      const res = await h.call('GET', path, undefined, from)
      expect(res.status).toBe(404)
    }
    const refused = await h.call('GET', path, undefined, from)
    expect(refused.status).toBe(429)
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0)
    // Another address is not affected.
    const other = await h.call('GET', path, undefined, { 'x-forwarded-for': '198.51.100.24' })
    expect(other.status).toBe(404)
  })
})
