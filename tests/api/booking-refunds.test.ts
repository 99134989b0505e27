import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireLapsedHolds } from '#server/jobs/hold-expiry.ts'
import { BookingHistoryResponse, BookingStatusResponse } from '#shared/contract/booking.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { whatHappened } from '#shared/domain/booking-history.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { bearer, ipHeader, MINUTE, movableClock, PASSWORD } from './accounts-helpers.ts'
import { setUpWallet, walletCustomer, type WalletCustomer } from './wallet-helpers.ts'

// Tester T6: a payment refused because it came after the bus left or the hold lapsed was told
// 'The payment did not go through' / 'Not paid in time' in history and 'Failed' on Booking
// Details, with no word of the refund. Both now carry where the money went (README Decisions 17).

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

const P = '/api/payment'
const late = (amount: number) =>
  `Your payment of ${formatNaira(amount)} was received after your reservation expired, and the booking could not be kept.`
const dueBack = 'It will be refunded within 3-10 working days.'
const toWallet = 'It has been credited to your wallet.'

async function statusRows(ref: string) {
  const res = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${ref}`)
  expect(res.status).toBe(200)
  return v.parse(BookingStatusResponse, res.body).data.userData
}

/** The customer's history row for the booking, signed in afresh (the clock moved past the token). */
async function historyRow(who: WalletCustomer, ref: string) {
  const headers = { ...ipHeader(who.phone.ip) }
  const signedIn = await h.call(
    'POST',
    '/api/onboarding/customer/signin',
    {
      userName: who.phone.local,
      password: PASSWORD,
      deviceToken: '',
      countryId: 1,
      clientId: 'waka-web',
    },
    headers,
  )
  expect(signedIn.status).toBe(200)
  Object.assign(headers, bearer(signedIn.body.Data.JwtToken))
  const res = await h.call(
    'GET',
    '/api/booking/CustomerBooking/bookingHistorys',
    undefined,
    headers,
  )
  expect(res.status).toBe(200)
  const rows = v.parse(BookingHistoryResponse, res.body).data.userData
  return rows.find((r) => r.bookingReferenceCode === ref)!
}

/** Books one seat on the 25th's first 1 → 20 bus and opens a Paystack checkout for it. */
async function bookAndOpen(seat: number, headers: Record<string, string> = {}) {
  const bus = await firstBus(h, 1, 20, '2026-11-25')
  const member = 'authorization' in headers
  const created = await book(h, payload(bus, { seats: [seat], member }), headers)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const ref = created.body.data.bookingReferenceCode as string
  const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
  return { ref, bus, amount: created.body.data.amount as number, checkout: init.body.data }
}

/** Pays the open checkout after the hold lapsed and its seat was sold to someone else. */
async function paidAfterSeatResold(seat: number, headers: Record<string, string>) {
  const booking = await bookAndOpen(seat, headers)
  clock.advance(25 * MINUTE)
  await expireLapsedHolds(h.database.db, clock.now())
  expect((await book(h, payload(booking.bus, { seats: [seat] }))).status).toBe(200)
  expect((await h.app.request(`${booking.checkout}/pay`, { method: 'POST' })).status).toBe(303)
  const answer = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${booking.ref}/NG`)
  expect(answer.body.code).toBe('4')
  return booking
}

describe('a payment that went back is told in status and history', () => {
  it('a guest who paid after the bus left sees on Booking Details that it is owed back', async () => {
    const bus = await firstBus(h, 1, 6, '2026-11-25')
    const created = await book(h, payload(bus, { seats: [10] }))
    const ref = created.body.data.bookingReferenceCode as string
    const amount = created.body.data.amount as number
    const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    await h.database.db
      .updateTable('vehicle_trips')
      .where('id', '=', bus.vehicleTripRegistrationId)
      .set({ departure_at: new Date(clock.now().getTime() - 30 * MINUTE) })
      .execute()
    await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
    const answer = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(answer.body).toMatchObject({ code: '4', data: { status: 'refund-due' } })

    const [row] = await statusRows(ref)
    expect(row).toMatchObject({
      bookingStatus: BOOKING_STATUS.failed,
      refunds: [{ amount, status: 'refund-due', reason: 'late' }],
    })
    expect(whatHappened(row!, clock.now())).toBe(`${late(amount)} ${dueBack}`)
  })

  it('a customer with a wallet sees in history that the late payment is in the wallet', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const { ref, amount } = await paidAfterSeatResold(7, who.customer)
    const row = await historyRow(who, ref)
    expect(row).toMatchObject({
      bookingStatus: BOOKING_STATUS.expired,
      refunds: [{ amount, status: 'refunded-to-wallet', reason: 'late' }],
    })
    expect(whatHappened(row, clock.now())).toBe(`${late(amount)} ${toWallet}`)
  })

  it('a customer without a wallet sees in history that it will be refunded', async () => {
    const who = await walletCustomer(h)
    const { ref, amount } = await paidAfterSeatResold(8, who.customer)
    const row = await historyRow(who, ref)
    expect(row).toMatchObject({
      bookingStatus: BOOKING_STATUS.expired,
      refunds: [{ amount, status: 'refund-due', reason: 'late' }],
    })
    expect(whatHappened(row, clock.now())).toBe(`${late(amount)} ${dueBack}`)
    // Booking Details tells the same to anyone with the reference.
    expect((await statusRows(ref))[0]!.refunds).toEqual(row.refunds)
  })

  it('a paid booking paid a second time says the second payment is owed back', async () => {
    const who = await walletCustomer(h)
    const { ref, amount, checkout } = await bookAndOpen(11, who.customer)
    const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, {
      reference: ref,
    })
    for (const url of [checkout, flutterwave.body.data.checkoutUrl])
      expect((await h.app.request(`${url}/pay`, { method: 'POST' })).status).toBe(303)
    expect((await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)).body.code).toBe(
      '1',
    )
    expect((await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)).body.code).toBe(
      '1',
    )
    const row = await historyRow(who, ref)
    expect(row).toMatchObject({
      bookingStatus: BOOKING_STATUS.confirmed,
      refunds: [{ amount, status: 'refund-due', reason: 'again' }],
    })
    expect(whatHappened(row, clock.now())).toBe(
      `Paid. Your seats are booked. This booking was already paid for when your second payment of ${formatNaira(amount)} arrived. ${dueBack}`,
    )
  })

  it('a booking with nothing paid back carries no refund', async () => {
    const { ref } = await bookAndOpen(12)
    expect((await statusRows(ref))[0]!.refunds).toEqual([])
  })
})
