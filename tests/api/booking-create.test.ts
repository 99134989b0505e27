import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookingCreatedResponse } from '#shared/contract/booking.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import * as messages from '#shared/domain/messages.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import { expireLapsedHolds } from '#server/jobs/hold-expiry.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, firstBus, payload, seatRowCount } from './booking-helpers.ts'
import { signUp } from './accounts-helpers.ts'

// POST /booking (SPEC §3 Booking payload): the server prices and holds; bad input holds nothing.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const MINUTE = 60_000

/** The booking's hold ran out a minute ago (before the expiry job has seen it). */
const lapseHold = (reference: string) =>
  h.database.db
    .updateTable('bookings')
    .set({ hold_expires_at: new Date(h.clock.now().getTime() - MINUTE) })
    .where('reference_code', '=', reference)
    .execute()

const bookingRow = (reference: string) =>
  h.database.db
    .selectFrom('bookings')
    .select(['discount_kobo', 'total_amount_kobo', 'coupon_id', 'customer_id'])
    .select(['phone_number', 'next_of_kin_phone'])
    .where('reference_code', '=', reference)
    .executeTakeFirstOrThrow()

describe('booking a seat', () => {
  it('one way: the server total, a WK reference, a 20-minute card hold', async () => {
    const bus = await firstBus(h)
    const res = await book(h, payload(bus, { seats: [3] }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(BookingCreatedResponse, res.body).data
    expect(data.bookingReferenceCode).toMatch(/^WK[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(data.amount).toBe(bus.farePrice)
    expect(new Date(data.holdExpiresAt).getTime() - h.clock.now().getTime()).toBe(20 * MINUTE)
    const after = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
    expect(after.availableSeats).not.toContain(3)
  })

  it('round trip with a beneficiary: both legs priced, seats held on both buses', async () => {
    const out = (await findBuses(h, 1, 6, '2026-11-24'))[1]!
    const back = (await findBuses(h, 6, 1, '2026-11-26'))[0]!
    const body = payload(out, {
      seats: [5, 6],
      back: { bus: back, seats: [7, 8] },
      beneficiaries: [{ fullName: 'Emeka Okafor', gender: 0 }],
    })
    const res = await book(h, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.amount).toBe(2 * out.farePrice + 2 * back.farePrice)
    const status = await h.call(
      'GET',
      `/api/booking/Booking/limited?BookingRefCode=${res.body.data.bookingReferenceCode.toLowerCase()}`,
    )
    expect(status.status).toBe(200)
    const rows = status.body.data.userData
    expect(rows).toHaveLength(4)
    expect(rows.every((r: any) => r.HasReturn && r.noOfTicket === 2)).toBe(true)
    expect(rows.map((r: any) => r.seatNumber)).toEqual([5, 6, 7, 8])
    expect(rows[0].phoneNumber).toBe('0803****567')
  })

  it('international: document markup per traveller, doubled for a return; ID required', async () => {
    const bus = await firstBus(h, 1, 33, '2026-11-24')
    expect(bus.isInternational).toBe(true)
    const body = payload(bus, {
      seats: [3, 4],
      documentId: 1,
      beneficiaries: [
        { fullName: 'Kofi Mensah', gender: 0, identificationNumber: 'G1', travelDocumentId: 2 },
      ],
    })
    const res = await book(h, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [passport, ecowas] = [1, 2].map(
      (id) => bus.travelDocumentFeesInfo.find((f) => f.travelDocumentId === id)!.markupAmount,
    )
    expect(res.body.data.amount).toBe(2 * bus.farePrice + passport! + ecowas!)

    const noId = { ...payload(bus, { seats: [5], documentId: 1 }), identificationNumber: '' }
    const refused = await book(h, noId)
    expect(refused.status).toBe(400)
    expect(refused.body.shortDescription).toBe(m.idRequired)
  })

  it('takes no booking a search would not offer: a one way bus of today, a return the same day', async () => {
    // A bus leaving this afternoon (the schedule's last of today has gone by the test's noon).
    const laterToday = await firstBus(h, 1, 6, '2026-11-29')
    await h.database.db
      .updateTable('vehicle_trips')
      .set({ departure_at: new Date(h.clock.now().getTime() + 2 * 60 * MINUTE) })
      .where('id', '=', laterToday.vehicleTripRegistrationId)
      .execute()
    const oneWay = await book(h, payload(laterToday, { seats: [3] }))
    expect(oneWay.status).toBe(400)
    expect(oneWay.body.shortDescription).toBe(
      'Departure date must be between 2026-11-23 and 2026-12-20.',
    )
    const out = await firstBus(h, 1, 6, '2026-11-28')
    const sameDay = (await findBuses(h, 6, 1, '2026-11-28')).at(-1)!
    const before = await seatRowCount(h)
    const roundTrip = await book(
      h,
      payload(out, { seats: [3], back: { bus: sameDay, seats: [3] } }),
    )
    expect(roundTrip.status).toBe(400)
    expect(roundTrip.body.shortDescription).toBe(
      'Return date must be between 2026-11-29 and 2026-12-20.',
    )
    expect(await seatRowCount(h)).toBe(before)
  })

  it('bank transfer holds for 1 hour (SPEC §9)', async () => {
    const bus = await firstBus(h, 1, 9, '2026-11-24')
    const res = await book(h, payload(bus, { seats: [3], paymentMethod: 26 }))
    expect(new Date(res.body.data.holdExpiresAt).getTime() - h.clock.now().getTime()).toBe(
      60 * MINUTE,
    )
  })

  it('the server, not the client, decides the signed-in 5% (SPEC §1)', async () => {
    const customer = await signUp(h)
    const bus = await firstBus(h, 1, 6, '2026-11-25')
    const fare = nairaToKobo(bus.farePrice)
    // A customer who leaves the 5% out, and a guest who claims it, are both refused.
    const full = await book(h, payload(bus, { seats: [10] }), customer.headers)
    expect(full.body.shortDescription).toBe(m.amountMismatch)
    const claimed = await book(h, payload(bus, { seats: [10], member: true }))
    expect(claimed.body.shortDescription).toBe(m.amountMismatch)
    // A lower total of the client's own choosing is refused too.
    const chosen = payload(bus, { seats: [10], member: true })
    chosen.totalAmount = koboToNaira(fare - Math.floor(fare / 10))
    expect((await book(h, chosen, customer.headers)).body.shortDescription).toBe(m.amountMismatch)

    const res = await book(h, payload(bus, { seats: [10], member: true }), customer.headers)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const discount = Math.floor(fare / 20)
    expect(res.body.data.amount).toBe(koboToNaira(fare - discount))
    expect(await bookingRow(res.body.data.bookingReferenceCode)).toMatchObject({
      discount_kobo: discount,
      total_amount_kobo: fare - discount,
    })
    const status = await h.call(
      'GET',
      `/api/booking/Booking/limited?BookingRefCode=${res.body.data.bookingReferenceCode}`,
    )
    expect(status.body.data.userData[0]).toMatchObject({ discount: koboToNaira(discount) })
  })

  it("a signed-in customer's token that is refused answers 'Session Expired', not a guest's booking", async () => {
    const customer = await signUp(h)
    const bus = await firstBus(h, 1, 6, '2026-11-26')
    const before = await seatRowCount(h)
    // Signed out on another phone while this checkout was open (tester Q).
    const out = await h.call('POST', '/api/onboarding/customer/signout', {
      refreshToken: customer.data.RefreshToken,
    })
    expect(out.status).toBe(200)
    const ended = await book(h, payload(bus, { seats: [9], member: true }), customer.headers)
    expect(ended.status).toBe(401)
    expect(ended.body.shortDescription).toBe(messages.sessionExpired)
    const forged = await book(h, payload(bus, { seats: [9] }), {
      authorization: 'Bearer not.a.token',
    })
    expect(forged.status).toBe(401)
    expect(forged.body.shortDescription).toBe(messages.sessionExpired)
    expect(await seatRowCount(h)).toBe(before)
    // The payment gateways list (whose choice depends on who asks) answers the same way.
    const gateways = await h.call(
      'GET',
      '/api/payment/api/v1/PaymentGateway/Gateways/1?countryCode=NG',
      undefined,
      customer.headers,
    )
    expect(gateways.status).toBe(401)
    // The application token a client without a customer session holds (SPEC §4) books as a guest.
    const app = await h.call('POST', '/api/onboarding/token/application', { clientId: 'waka-web' })
    const guest = await book(h, payload(bus, { seats: [9] }), {
      authorization: `Bearer ${app.body.data.token}`,
    })
    expect(guest.status, JSON.stringify(guest.body)).toBe(200)
  })

  it('stores a passenger phone typed as +234 in one normalised form', async () => {
    const bus = await firstBus(h, 1, 6, '2026-11-25')
    const body = payload(bus, { seats: [11] })
    body.phoneNumber = '+234 803 123 4567'
    body.nextOfKinPhone = '2348021234567'
    const res = await book(h, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await bookingRow(res.body.data.bookingReferenceCode)).toMatchObject({
      phone_number: '+2348031234567',
      next_of_kin_phone: '+2348021234567',
    })
    const same = payload(bus, { seats: [12] })
    same.phoneNumber = '+2348031234567'
    same.nextOfKinPhone = '0803 123 4567'
    expect((await book(h, same)).body.shortDescription).toBe(messages.phonesMustDiffer)
  })

  it('a signed-in customer owns the booking and sees it in the history', async () => {
    const customer = await signUp(h)
    const bus = await firstBus(h, 1, 12, '2026-11-24')
    const res = await book(
      h,
      payload(bus, { seats: [3], paymentMethod: 23, member: true }),
      customer.headers,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const history = await h.call(
      'GET',
      '/api/booking/CustomerBooking/bookingHistorys?Email=x@example.com&CountryCode=NG&Paginated=false',
      undefined,
      customer.headers,
    )
    expect(history.status).toBe(200)
    expect(history.body.data.userData.map((r: any) => r.bookingReferenceCode)).toEqual([
      res.body.data.bookingReferenceCode,
    ])
    const guest = await h.call('GET', '/api/booking/CustomerBooking/bookingHistorys')
    expect(guest.status).toBe(401)
    // SPEC §6: no wallet payment for a guest.
    const walletGuest = await book(h, payload(bus, { seats: [4], paymentMethod: 23 }))
    expect(walletGuest.body.shortDescription).toBe(m.walletNeedsSignIn)
  })
})

describe('bad bookings are refused with a message and hold nothing', () => {
  const cases: [string, (bus: any, past: string) => unknown, string | RegExp][] = [
    ['seat not on the bus', (bus) => payload(bus, { seats: [40] }), m.seatNotOnBus(40)],
    ['seat 2 (luggage)', (bus) => payload(bus, { seats: [2] }), m.luggageSeat],
    ['more seats than adults', (bus) => payload(bus, { seats: [9, 10] }), messages.seatsExceeded],
    [
      'fewer seats than travellers',
      (bus) => ({ ...payload(bus, { seats: [9] }), beneficiaries: [{ fullName: 'B', gender: 0 }] }),
      m.seatCount(2),
    ],
    [
      'wrong amount',
      (bus) => ({ ...payload(bus, { seats: [9] }), totalAmount: 1000 }),
      m.amountMismatch,
    ],
    [
      'unknown trip',
      (bus) => ({
        ...payload(bus, { seats: [9] }),
        seatRegistrations: 'T-1-20261124-0000-9:9',
        vehicleTripRegistrationId: 'T-1-20261124-0000-9',
      }),
      m.unknownTrip,
    ],
    [
      'departed trip',
      (bus, past) => ({
        ...payload(bus, { seats: [9] }),
        seatRegistrations: `${past}:9`,
        vehicleTripRegistrationId: past,
      }),
      m.tripDeparted,
    ],
    [
      'short phone',
      (bus) => ({ ...payload(bus, { seats: [9] }), phoneNumber: '0803123' }),
      messages.phoneLength,
    ],
    [
      'foreign phone',
      (bus) => ({ ...payload(bus, { seats: [9] }), phoneNumber: '44791112345' }),
      messages.phoneNigerianOnly,
    ],
    [
      'same phones',
      (bus) => ({ ...payload(bus, { seats: [9] }), nextOfKinPhone: '08031234567' }),
      messages.phonesMustDiffer,
    ],
    [
      'bad e-mail',
      (bus) => ({ ...payload(bus, { seats: [9] }), email: 'not-an-email' }),
      messages.invalidEmail,
    ],
    [
      'missing name',
      (bus) => ({ ...payload(bus, { seats: [9] }), firstName: ' ' }),
      'First name is required.',
    ],
    [
      'beneficiary without gender',
      (bus) => ({ ...payload(bus, { seats: [9, 10] }), beneficiaries: [{ fullName: 'B' }] }),
      /gender/,
    ],
    [
      'return seats on a one way',
      (bus) => ({
        ...payload(bus, { seats: [9] }),
        seatRegistrations: `${bus.vehicleTripRegistrationId}:9; ${bus.vehicleTripRegistrationId}:10`,
      }),
      m.returnLegUnexpected,
    ],
    [
      'a total finer than a kobo',
      (bus) => {
        const body = payload(bus, { seats: [9] })
        return { ...body, totalAmount: Number(body.totalAmount) - 0.004 }
      },
      /at most two decimals/,
    ],
    ['malformed JSON', () => '{"tripType": 0,', 'The request body must be valid JSON.'],
  ]

  it.each(cases)('%s', async (_name, make, message) => {
    const bus = await firstBus(h, 1, 15, '2026-11-24')
    const past = await h.database.db
      .selectFrom('vehicle_trips')
      .select('id')
      .where('route_id', '=', bus.routeId)
      .where('departure_at', '<', h.clock.now())
      .executeTakeFirstOrThrow()
    const before = await seatRowCount(h)
    const res = await book(h, make(bus, past.id))
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.code).toBe('0')
    if (typeof message === 'string') expect(res.body.shortDescription).toBe(message)
    else expect(res.body.shortDescription).toMatch(message)
    expect(await seatRowCount(h)).toBe(before)
  })

  it('a seat already held → 409 and nothing more held', async () => {
    const bus = await firstBus(h, 1, 17, '2026-11-24')
    expect((await book(h, payload(bus, { seats: [3] }))).status).toBe(200)
    const before = await seatRowCount(h)
    const res = await book(
      h,
      payload(bus, { seats: [4, 3], beneficiaries: [{ fullName: 'B', gender: 0 }] }),
    )
    expect(res.status).toBe(409)
    expect(res.body.shortDescription).toBe(m.seatsJustBooked)
    expect(await seatRowCount(h)).toBe(before)
  })
})

describe('a booking request sent again with its Idempotency-Key', () => {
  it('gets the booking it already made, not a refusal for its own seats; another key is refused', async () => {
    const bus = await firstBus(h, 1, 17, '2026-11-25')
    const body = payload(bus, { seats: [5] })
    const key = { 'idempotency-key': 'checkout-4f7a9c1e2b3d' }
    const first = await book(h, body, key)
    expect(first.status).toBe(200)
    const before = await seatRowCount(h)
    // The first answer was lost on the way: the checkout sends the same request again.
    const again = await book(h, body, key)
    expect(again.status).toBe(200)
    expect(again.body.data.bookingReferenceCode).toBe(first.body.data.bookingReferenceCode)
    expect(again.body.data.amount).toBe(first.body.data.amount)
    expect(await seatRowCount(h)).toBe(before)
    const other = await book(h, body, { 'idempotency-key': 'checkout-other-key-1' })
    expect(other.status).toBe(409)
    const malformed = await book(h, body, { 'idempotency-key': 'no spaces allowed' })
    expect(malformed.status).toBe(400)
    // Sent again after the traveller chose another way to pay, it is the same request.
    const otherWay = await book(h, { ...body, paymentMethod: 5 }, key)
    expect(otherWay.status, JSON.stringify(otherWay.body)).toBe(200)
    expect(otherWay.body.data.bookingReferenceCode).toBe(first.body.data.bookingReferenceCode)
    // The same key with another request is the client's mistake: refused, nothing held.
    const different = await book(h, payload(bus, { seats: [9] }), key)
    expect(different.status).toBe(422)
    expect(different.body.shortDescription).toBe(m.requestKeyReused)
    expect(await seatRowCount(h)).toBe(before)
  })

  it("whose booking lost its hold, or is someone else's, books afresh", async () => {
    const bus = await firstBus(h, 1, 17, '2026-11-25')
    const key = { 'idempotency-key': 'checkout-lapsed-hold-1' }
    const first = await book(h, payload(bus, { seats: [7] }), key)
    expect(first.status).toBe(200)
    const lapsed = first.body.data.bookingReferenceCode as string
    await lapseHold(lapsed)
    const again = await book(h, payload(bus, { seats: [7] }), key)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data.bookingReferenceCode).not.toBe(lapsed)
    // The key now keeps the new booking: its answer lost too, the request gets it again.
    const lostAgain = await book(h, payload(bus, { seats: [7] }), key)
    expect(lostAgain.status, JSON.stringify(lostAgain.body)).toBe(200)
    expect(lostAgain.body.data.bookingReferenceCode).toBe(again.body.data.bookingReferenceCode)
    // A signed-in customer's request with a guest's key is not answered with the guest's booking.
    const customer = await signUp(h)
    const theirs = await book(h, payload(bus, { seats: [8], member: true }), {
      ...customer.headers,
      ...key,
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
    expect(theirs.body.data.bookingReferenceCode).not.toBe(again.body.data.bookingReferenceCode)
  })

  it('sent twice at once makes one booking, and both answers name it', async () => {
    const bus = await firstBus(h, 1, 17, '2026-11-25')
    const body = payload(bus, { seats: [6] })
    const key = { 'idempotency-key': 'checkout-twice-at-once' }
    const answers = await Promise.all([book(h, body, key), book(h, body, key)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const refs = answers.map((a) => a.body.data.bookingReferenceCode)
    expect(refs[0]).toBe(refs[1])
  })
})

describe('a seat whose hold has lapsed', () => {
  it('is sold again before the expiry job runs; the lapsed booking expires and lets it go', async () => {
    const bus = await firstBus(h, 1, 17, '2026-11-24')
    const seat = bus.availableSeats.at(-1)!
    const first = await book(h, payload(bus, { seats: [seat] }))
    expect(first.status).toBe(200)
    const lapsed = first.body.data.bookingReferenceCode as string
    await lapseHold(lapsed)

    const second = await book(h, payload(bus, { seats: [seat] }))
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const owners = await h.database.db
      .selectFrom('booking_seats as s')
      .innerJoin('bookings as b', 'b.id', 's.booking_id')
      .select(['b.reference_code'])
      .where('s.vehicle_trip_id', '=', bus.vehicleTripRegistrationId)
      .where('s.seat_number', '=', seat)
      .execute()
    expect(owners).toEqual([{ reference_code: second.body.data.bookingReferenceCode }])
    const expired = await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', lapsed)
      .executeTakeFirstOrThrow()
    expect(expired.status).toBe(BOOKING_STATUS.expired)
  })
})

describe('referral coupons at checkout (SPEC §2 Referral)', () => {
  const DAY = '2026-11-25'

  /** A referrer whose friend registered with their code, and the coupon that earned them. */
  async function referrerWithCoupon() {
    const referrer = await signUp(h)
    const friend = await signUp(h, { referralCode: referrer.data.referralCode })
    const coupons = await couponsOf(referrer.headers)
    expect(coupons).toHaveLength(1)
    const { code, percent } = coupons[0]!
    expect(percent).toBe(10)
    return { referrer, friend, coupon: { code, percent, amountKobo: null } }
  }

  async function couponsOf(headers: Record<string, string>) {
    const res = await h.call('GET', '/api/onboarding/customer/coupons', undefined, headers)
    expect(res.status).toBe(200)
    return res.body.data as { code: string; percent: number; redeemed: boolean }[]
  }

  async function refused(body: unknown, headers: Record<string, string>, message: string) {
    const before = await seatRowCount(h)
    const res = await book(h, body, headers)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.shortDescription).toBe(message)
    expect(await seatRowCount(h)).toBe(before)
  }

  it("takes the coupon's 10% off the total, once; the booking records the discount", async () => {
    const { referrer, coupon } = await referrerWithCoupon()
    const bus = await firstBus(h, 1, 6, DAY)
    const typed = { ...coupon, code: ` ${coupon.code.toLowerCase()} ` }
    const res = await book(h, payload(bus, { seats: [3], coupon: typed }), referrer.headers)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const gross = nairaToKobo(bus.farePrice)
    // SPEC §1's 5% for signing in, and the coupon's 10% of the gross.
    const discount = Math.floor(gross / 20) + Math.round(gross / 10)
    expect(res.body.data.amount).toBe(koboToNaira(gross - discount))
    expect(await bookingRow(res.body.data.bookingReferenceCode)).toMatchObject({
      discount_kobo: discount,
      total_amount_kobo: gross - discount,
      customer_id: referrer.data.CustomersId,
    })
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(true)

    // The same coupon again, the first checkout left unpaid: refused, saying which booking keeps
    // it and until when, and no seat held for it.
    const ref = res.body.data.bookingReferenceCode as string
    const again = await book(h, payload(bus, { seats: [4], coupon }), referrer.headers)
    expect(again.status).toBe(400)
    expect(again.body.shortDescription).toMatch(
      new RegExp(`^Your coupon is kept by your unpaid booking ${ref} until \\d{2}:\\d{2}\\.`),
    )
    expect(again.body.shortDescription).toBe(
      m.couponHeld(ref, again.body.shortDescription.match(/until (.+?)\. Pay/)[1]),
    )
    // The coupon list says the same, for the checkout's coupon field.
    expect((await couponsOf(referrer.headers))[0]).toMatchObject({
      redeemed: true,
      heldBy: { reference: ref },
    })
  })

  it('the total without the discount is refused and leaves the coupon unused', async () => {
    const { referrer, coupon } = await referrerWithCoupon()
    const bus = await firstBus(h, 1, 6, DAY)
    const undiscounted = { ...payload(bus, { seats: [5] }), couponCode: coupon.code }
    await refused(undiscounted, referrer.headers, m.amountMismatch)
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(false)
  })

  it("another customer's coupon and a guest's coupon are refused", async () => {
    const { referrer, friend, coupon } = await referrerWithCoupon()
    const bus = await firstBus(h, 1, 6, DAY)
    await refused(payload(bus, { seats: [6], coupon }), friend.headers, m.couponInvalid)
    await refused(payload(bus, { seats: [6], coupon }), {}, m.couponInvalid)
    const unknown = { ...coupon, code: 'WAKA-NOTACODE' }
    await refused(payload(bus, { seats: [6], coupon: unknown }), referrer.headers, m.couponInvalid)
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(false)
  })

  it('paid after its hold lapsed, before the expiry job ran: confirmed, and the coupon stays spent', async () => {
    const { referrer, coupon } = await referrerWithCoupon()
    const bus = await firstBus(h, 1, 6, DAY)
    const first = await book(h, payload(bus, { seats: [9], coupon }), referrer.headers)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const ref = first.body.data.bookingReferenceCode as string
    const checkout = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
    })
    await lapseHold(ref)
    await h.app.request(`${checkout.body.data}/pay`, { method: 'POST' })
    const paid = await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}`)
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('1')
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(true)
    await refused(payload(bus, { seats: [10], coupon }), referrer.headers, m.couponInvalid)
  })

  it('an expired hold gives the coupon back for the next booking', async () => {
    const { referrer, coupon } = await referrerWithCoupon()
    const bus = await firstBus(h, 1, 6, DAY)
    const first = await book(h, payload(bus, { seats: [7], coupon }), referrer.headers)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(true)
    const ref = first.body.data.bookingReferenceCode as string
    const checkout = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
    })

    const later = new Date(h.clock.now().getTime() + 21 * MINUTE)
    expect(await expireLapsedHolds(h.database.db, later)).toBeGreaterThanOrEqual(1)
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(false)
    const again = await book(h, payload(bus, { seats: [8], coupon }), referrer.headers)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.data.amount).toBe(first.body.data.amount)

    // The first booking paid late, at the checkout it left open: its seat is free, but its
    // coupon went to the second, so it is not confirmed at the discount; the money goes back.
    await h.app.request(`${checkout.body.data}/pay`, { method: 'POST' })
    const late = await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}`)
    expect(late.body.code, JSON.stringify(late.body)).not.toBe('1')
    // (The referrer has no wallet set up: the money is owed back, as to a guest.)
    expect(late.body.data.status).toBe('refund-due')
    const row = await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(row.status).not.toBe(1)
    expect((await couponsOf(referrer.headers))[0]!.redeemed).toBe(true)
  })
})
