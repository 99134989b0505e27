import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_LOCKS } from '#server/db/advisory-lock.ts'
import { expireLapsedHolds } from '#server/jobs/hold-expiry.ts'
import { reconcilePayments } from '#server/jobs/reconciliation.ts'
import { walletBalanceKobo } from '#server/services/wallet/wallet-ledger.repository.ts'
import { createHarness, engine, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { MINUTE, movableClock } from './accounts-helpers.ts'
import {
  balance,
  fund,
  ledgerSums,
  setUpWallet,
  verifyFunding as verifyWalletFunding,
  walletCustomer,
  openFunding,
} from './wallet-helpers.ts'
import { bookingMessages } from '#shared/domain/booking-messages.ts'

// Hold expiry and payment reconciliation (DESIGN §3): lapsed holds free their seats; a payment
// verified after its hold lapsed takes the seats again if free, otherwise goes back to the
// customer's wallet, or onto the refunds-due list for a guest.

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

const P = '/api/payment'
const statusOf = async (ref: string) =>
  (
    await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
  ).status
const seatRows = async (ref: string) =>
  h.database.db
    .selectFrom('booking_seats as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .select('s.seat_number')
    .where('b.reference_code', '=', ref)
    .execute()

/** A signed-in customer who has set up a wallet: their refunds go to it. */
async function customerWithWallet() {
  const who = await walletCustomer(h)
  await setUpWallet(h, who)
  const { customerId } = await ledgerSums(h, who.phone.international)
  return { headers: who.customer, customerId, who }
}

/** Books one seat and pays in the Paystack sandbox without coming back to confirm. */
async function paidButNotConfirmed(seat: number, headers: Record<string, string> = {}) {
  const bus = await firstBus(h, 1, 20, '2026-11-25')
  const member = 'authorization' in headers || 'Authorization' in headers
  const created = await book(h, payload(bus, { seats: [seat], member }), headers)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const ref = created.body.data.bookingReferenceCode as string
  const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
  const pay = await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
  expect(pay.status).toBe(303)
  return { ref, amount: created.body.data.amount as number, bus }
}

describe('hold expiry', () => {
  it('expires card holds after 20 minutes and bank transfers after an hour', async () => {
    const bus = await firstBus(h, 1, 20, '2026-11-24')
    const card = (await book(h, payload(bus, { seats: [3] }))).body.data.bookingReferenceCode
    const bank = (await book(h, payload(bus, { seats: [4], paymentMethod: 26 }))).body.data
      .bookingReferenceCode
    clock.advance(21 * MINUTE)
    expect(await expireLapsedHolds(h.database.db, clock.now())).toBe(1)
    expect(await statusOf(card)).toBe(5)
    expect(await seatRows(card)).toEqual([])
    expect(await statusOf(bank)).toBe(0)
    clock.advance(40 * MINUTE)
    expect(await expireLapsedHolds(h.database.db, clock.now())).toBe(1)
    expect(await statusOf(bank)).toBe(5)
    // Running again finds nothing: the job is idempotent.
    expect(await expireLapsedHolds(h.database.db, clock.now())).toBe(0)
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${bank}`)
    expect(status.body.data.userData[0].bookingStatus).toBe(5)
  })

  it('a bank transfer holds for an hour from the booking, however often the way to pay changes', async () => {
    const bus = await firstBus(h, 1, 20, '2026-11-24')
    const made = clock.now().getTime()
    const ref = (await book(h, payload(bus, { seats: [5] }))).body.data.bookingReferenceCode
    const holdUntil = async () =>
      (
        await h.database.db
          .selectFrom('bookings')
          .select('hold_expires_at')
          .where('reference_code', '=', ref)
          .executeTakeFirstOrThrow()
      ).hold_expires_at!.getTime() - made
    const open = (gateway: 'Aza' | 'Paystack') =>
      h.call('POST', `${P}/api/v1/${gateway}/initialize`, { reference: ref })
    clock.advance(15 * MINUTE)
    expect((await open('Aza')).status).toBe(200)
    expect(await holdUntil()).toBe(60 * MINUTE)
    for (const minutes of [10, 10, 10]) {
      clock.advance(minutes * MINUTE)
      await open('Paystack')
      await open('Aza')
    }
    expect(await holdUntil()).toBe(60 * MINUTE)
  })

  it.skipIf(engine !== 'postgres')(
    'runs once across processes (advisory lock held elsewhere)',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!)
      const current = await h.database.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
      url.pathname = `/${current.name}`
      const other = new pg.Client({ connectionString: url.toString() })
      await other.connect()
      await other.query('select pg_advisory_lock($1)', [JOB_LOCKS.holdExpiry])
      expect(await expireLapsedHolds(h.database.db, clock.now())).toBeUndefined()
      await other.query('select pg_advisory_unlock($1)', [JOB_LOCKS.holdExpiry])
      await other.end()
      expect(await expireLapsedHolds(h.database.db, clock.now())).toBe(0)
    },
  )
})

describe('reconciliation', () => {
  it('confirms a payment nobody came back for, while the hold is still on', async () => {
    const { ref } = await paidButNotConfirmed(5)
    const report = await reconcilePayments(h.deps)
    expect(report?.outcomes.confirmed).toBeGreaterThanOrEqual(1)
    expect(await statusOf(ref)).toBe(1)
  })

  it('paid after the hold lapsed, seats still free → confirmed on the same seats', async () => {
    const { ref } = await paidButNotConfirmed(6)
    clock.advance(25 * MINUTE)
    await expireLapsedHolds(h.database.db, clock.now())
    expect(await statusOf(ref)).toBe(5)
    await reconcilePayments(h.deps)
    expect(await statusOf(ref)).toBe(1)
    expect((await seatRows(ref)).map((r) => r.seat_number)).toEqual([6])
  })

  it('paid after the hold lapsed, seat resold → credited to the customer’s wallet', async () => {
    const customer = await customerWithWallet()
    const { ref, amount, bus } = await paidButNotConfirmed(7, customer.headers)
    clock.advance(25 * MINUTE)
    const other = await book(h, payload(bus, { seats: [7] }))
    expect(other.status).toBe(200)
    await reconcilePayments(h.deps)
    expect(await statusOf(ref)).toBe(5)
    const customerId = customer.customerId
    const owner = await h.database.db
      .selectFrom('bookings')
      .select('customer_id')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(owner.customer_id).toBe(customerId)
    expect(await walletBalanceKobo(h.database.db, customerId)).toBe(amount * 100)
    // The result page says so, and asking again credits nothing more.
    const answer = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(answer.body).toMatchObject({ code: '4', data: { status: 'refunded-to-wallet' } })
    await reconcilePayments(h.deps)
    expect(await walletBalanceKobo(h.database.db, customerId)).toBe(amount * 100)
  })

  it('a guest in the same case is owed a refund', async () => {
    const { ref, amount, bus } = await paidButNotConfirmed(8)
    clock.advance(25 * MINUTE)
    expect((await book(h, payload(bus, { seats: [8] }))).status).toBe(200)
    const answer = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(answer.body).toMatchObject({ code: '4', data: { status: 'refund-due' } })
    const due = await h.database.db
      .selectFrom('refunds_due as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select('r.amount_kobo')
      .where('b.reference_code', '=', ref)
      .execute()
    expect(due.map((d) => d.amount_kobo)).toEqual([amount * 100])
  })

  it('an unpaid booking whose hold lapsed answers "expired"', async () => {
    const bus = await firstBus(h, 1, 20, '2026-11-25')
    const ref = (await book(h, payload(bus, { seats: [9] }))).body.data.bookingReferenceCode
    await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    clock.advance(25 * MINUTE)
    const answer = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(answer.body).toMatchObject({ code: '5', data: { status: 'expired' } })
    const again = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    expect(again.status).toBe(400)
  })
})

describe('a reference paid twice, or through a gateway it was moved from', () => {
  /** Checkouts opened at Paystack and Flutterwave for one reference, and paid at both. */
  async function payAtBoth(ref: string) {
    const paystack = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, {
      reference: ref,
    })
    expect(flutterwave.status, JSON.stringify(flutterwave.body)).toBe(200)
    for (const url of [paystack.body.data, flutterwave.body.data.checkoutUrl])
      expect((await h.app.request(`${url}/pay`, { method: 'POST' })).status).toBe(303)
  }

  /** A booking on the 26th with checkouts open at Paystack and Flutterwave, both paid. */
  async function paidAtBoth(seat: number, headers: Record<string, string> = {}) {
    const bus = await firstBus(h, 1, 20, '2026-11-26')
    const member = 'authorization' in headers
    const created = await book(h, payload(bus, { seats: [seat], member }), headers)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const ref = created.body.data.bookingReferenceCode as string
    await payAtBoth(ref)
    return { ref, amount: created.body.data.amount as number }
  }
  const confirmAt = (gateway: 'Paystack' | 'FlutterWave', ref: string) =>
    h.call('GET', `${P}/Payment/Process${gateway}Payment/${ref}`)

  it('a guest keeps the seats and is owed the second payment, once', async () => {
    const { ref, amount } = await paidAtBoth(10)
    expect((await confirmAt('Paystack', ref)).body.code).toBe('1')
    const second = await confirmAt('FlutterWave', ref)
    expect(second.body).toMatchObject({
      code: '1',
      shortDescription: bookingMessages.paidTwiceRefundDue,
    })
    await confirmAt('FlutterWave', ref)
    await reconcilePayments(h.deps)
    const due = await h.database.db
      .selectFrom('refunds_due as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select(['r.amount_kobo', 'r.gateway'])
      .where('b.reference_code', '=', ref)
      .execute()
    expect(due).toEqual([{ amount_kobo: amount * 100, gateway: 'flutterwave' }])
    expect(await statusOf(ref)).toBe(1)
    // Recorded as paid by Paystack, which paid it, though Flutterwave's checkout was opened last.
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${ref}`)
    expect(status.body.data.userData[0]).toMatchObject({ bookingStatus: 1, paymentMethod: 5 })
  })

  it('a customer gets the second payment back in the wallet, once', async () => {
    const customer = await customerWithWallet()
    const { ref, amount } = await paidAtBoth(11, customer.headers)
    expect((await confirmAt('FlutterWave', ref)).body.code).toBe('1')
    const second = await confirmAt('Paystack', ref)
    expect(second.body.shortDescription).toBe(bookingMessages.paidTwiceToWallet)
    await confirmAt('Paystack', ref)
    expect(await walletBalanceKobo(h.database.db, customer.customerId)).toBe(amount * 100)
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${ref}`)
    expect(status.body.data.userData[0]).toMatchObject({ bookingStatus: 1, paymentMethod: 8 })
  })

  it('a customer without a wallet is owed the second payment, and told so, once', async () => {
    const who = await walletCustomer(h)
    const { ref, amount } = await paidAtBoth(12, who.customer)
    expect((await confirmAt('FlutterWave', ref)).body.code).toBe('1')
    const second = await confirmAt('Paystack', ref)
    expect(second.body).toMatchObject({
      code: '1',
      shortDescription: bookingMessages.paidTwiceRefundDue,
    })
    const owed = () =>
      h.database.db
        .selectFrom('refunds_due as r')
        .innerJoin('bookings as b', 'b.id', 'r.booking_id')
        .select(['r.amount_kobo', 'r.gateway'])
        .where('b.reference_code', '=', ref)
        .execute()
    expect(await owed()).toEqual([{ amount_kobo: amount * 100, gateway: 'paystack' }])
    // Setting up a wallet afterwards does not pay it a second time there.
    await setUpWallet(h, who)
    expect((await confirmAt('Paystack', ref)).body.shortDescription).toBe(
      bookingMessages.paidTwiceRefundDue,
    )
    expect((await balance(h, who)).AvailableBalance).toBe(0)
    expect(await owed()).toHaveLength(1)
  })

  it('a gateway that was never paid does not call a paid booking failed', async () => {
    const { ref } = await paidButNotConfirmed(12)
    expect((await confirmAt('Paystack', ref)).body.code).toBe('1')
    const elsewhere = await confirmAt('FlutterWave', ref)
    expect(elsewhere.body).toMatchObject({ code: '1', data: { bookingReferenceCode: ref } })
    expect(await statusOf(ref)).toBe(1)
  })

  it('a bank transfer of the wrong amount is answered as such every time; a second transfer bounces', async () => {
    const bus = await firstBus(h, 1, 20, '2026-11-26')
    const created = await book(h, payload(bus, { seats: [13], paymentMethod: 26 }))
    const ref = created.body.data.bookingReferenceCode as string
    expect((await h.call('POST', `${P}/api/v1/Aza/initialize`, { reference: ref })).status).toBe(
      200,
    )
    const part = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, { amount: 1 })
    expect(part.body.shortDescription).toBe(bookingMessages.amountPaidMismatch)
    const again = await h.call('GET', `${P}/api/Webhook/ValidateAzaPayTransaction?ref=${ref}`)
    expect(again.body.shortDescription).toBe(bookingMessages.amountPaidMismatch)
    const whole = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, {
      amount: created.body.data.amount,
    })
    expect(whole.status).toBe(409)
  })

  it('a booking whose transfer was refunded, paid at a checkout left open, gets that back too, once', async () => {
    const customer = await customerWithWallet()
    const bus = await firstBus(h, 1, 20, '2026-11-26')
    const created = await book(h, payload(bus, { seats: [14], member: true }), customer.headers)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const ref = created.body.data.bookingReferenceCode as string
    const card = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    await h.call('POST', `${P}/api/v1/Aza/initialize`, { reference: ref })
    const part = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, { amount: 1 })
    expect(part.body.shortDescription).toBe(bookingMessages.amountPaidMismatch)
    // The card checkout, still open, is paid in full: that payment cannot buy the booking now.
    expect((await h.app.request(`${card.body.data}/pay`, { method: 'POST' })).status).toBe(303)
    await confirmAt('Paystack', ref)
    await confirmAt('Paystack', ref)
    await reconcilePayments(h.deps)
    expect(await walletBalanceKobo(h.database.db, customer.customerId)).toBe(
      100 + created.body.data.amount * 100,
    )

    // A guest's is owed: the transfer and the card payment, each once.
    const guest = await book(h, payload(bus, { seats: [9] }))
    expect(guest.status, JSON.stringify(guest.body)).toBe(200)
    const guestRef = guest.body.data.bookingReferenceCode as string
    const guestCard = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
      reference: guestRef,
    })
    await h.call('POST', `${P}/api/v1/Aza/initialize`, { reference: guestRef })
    await h.call('POST', `${P}/sandbox/aza/${guestRef}/transfer`, { amount: 1 })
    await h.app.request(`${guestCard.body.data}/pay`, { method: 'POST' })
    await confirmAt('Paystack', guestRef)
    await confirmAt('Paystack', guestRef)
    const due = await h.database.db
      .selectFrom('refunds_due as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select('r.amount_kobo')
      .where('b.reference_code', '=', guestRef)
      .orderBy('r.amount_kobo')
      .execute()
    expect(due.map((d) => d.amount_kobo)).toEqual([100, guest.body.data.amount * 100])
  })

  it('a wallet funding paid at Paystack is credited, and cannot be opened at another gateway', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const ref = await fund(h, who, 700)
    const moved = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference: ref })
    expect(moved.status).toBe(400)
    expect((await verifyWalletFunding(h, who, ref)).body.Payload).toMatchObject({
      Status: 'credited',
      Gateway: 'paystack',
    })
    expect((await balance(h, who)).AvailableBalance).toBe(700)
  })

  it('a funding paid at two gateways credits both payments; one nobody came back for is credited by the job', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const ref = await openFunding(h, who, 500)
    await payAtBoth(ref)
    // Nobody asks: the job does.
    await reconcilePayments(h.deps)
    expect((await balance(h, who)).AvailableBalance).toBe(1000)
    await verifyWalletFunding(h, who, ref)
    await reconcilePayments(h.deps)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'funding').map((r) => r.reference)).toEqual(
      expect.arrayContaining([`funding:${ref}`, `funding:${ref}:paystack`]),
    )
    expect(sums.main).toBe(100_000)
  })
})
