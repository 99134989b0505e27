import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECONCILIATION_BATCH, reconcilePayments } from '#server/jobs/reconciliation.ts'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, payload } from './booking-helpers.ts'
import { movableClock } from './accounts-helpers.ts'
import {
  balance,
  fund,
  ledgerSums,
  P,
  PIN,
  setUpWallet,
  verifyFunding,
  walletCustomer,
  openFunding,
} from './wallet-helpers.ts'

// DESIGN §3: the reconciliation job settles what nobody came back to confirm. It asks a bounded
// batch each run, and every open payment and funding in turn (tester P): more abandoned
// checkouts than one batch never keep a paid one from being confirmed or credited.

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

/** One free seat after another, over the day's buses from Lagos to Abuja and the days after. */
async function* freeSeats(): AsyncGenerator<{ bus: BusOffering; seat: number }> {
  for (const day of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
    for (const bus of await findBuses(h, 1, 20, day))
      for (const seat of bus.availableSeats) if (seat !== 2) yield { bus, seat }
  }
}

/** A booking with a Paystack checkout opened; `pay` presses Pay there, nobody comes back. */
async function checkout(where: { bus: BusOffering; seat: number }, pay = false) {
  const created = await book(h, payload(where.bus, { seats: [where.seat] }))
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const ref = created.body.data.bookingReferenceCode as string
  const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  if (pay)
    expect((await h.app.request(`${init.body.data}/pay`, { method: 'POST' })).status).toBe(303)
  return ref
}

const statusOf = async (ref: string) =>
  (
    await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
  ).status

describe('reconciliation reaches every open payment', () => {
  it('a booking paid behind more abandoned checkouts than one batch is confirmed', async () => {
    const seats = freeSeats()
    for (let n = 0; n < RECONCILIATION_BATCH + 5; n++) {
      const next = await seats.next()
      if (next.done) throw new Error('not enough seats')
      await checkout(next.value)
    }
    const next = await seats.next()
    if (next.done) throw new Error('not enough seats')
    const paid = await checkout(next.value, true)
    // Every run asks a batch; two runs reach all of them.
    for (let run = 0; run < 2; run++) {
      clock.advance(5 * 60_000)
      await reconcilePayments(h.deps)
    }
    expect(await statusOf(paid)).toBe(1)
  })

  it('a funding paid behind more abandoned fundings than one batch is credited', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const open = async (naira: number) => {
      const reference = await openFunding(h, who, naira)
      const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
        reference,
        serviceId: 5,
        countrycode: 'NG',
      })
      expect(init.status, JSON.stringify(init.body)).toBe(200)
      return init.body.data as string
    }
    for (let n = 0; n < RECONCILIATION_BATCH + 5; n++) await open(100)
    const checkoutUrl = await open(7777)
    expect((await h.app.request(`${checkoutUrl}/pay`, { method: 'POST' })).status).toBe(303)
    for (let run = 0; run < 2; run++) {
      clock.advance(60_000)
      await reconcilePayments(h.deps)
    }
    expect((await balance(h, who)).AvailableBalance).toBe(7777)
  })

  it('a booking paid at an earlier checkout, after another was opened, is confirmed', async () => {
    const next = await freeSeats().next()
    if (next.done) throw new Error('not enough seats')
    const created = await book(h, payload(next.value.bus, { seats: [next.value.seat] }))
    const ref = created.body.data.bookingReferenceCode as string
    const paystack = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    // The redirect hung, so the page opened Flutterwave too; then the traveller paid at Paystack
    // and the return page never loaded.
    const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, {
      reference: ref,
    })
    expect(flutterwave.status, JSON.stringify(flutterwave.body)).toBe(200)
    expect((await h.app.request(`${paystack.body.data}/pay`, { method: 'POST' })).status).toBe(303)
    await reconcilePayments(h.deps)
    expect(await statusOf(ref)).toBe(1)
    const payment = await h.database.db
      .selectFrom('payments')
      .select(['gateway', 'status'])
      .where('reference', '=', ref)
      .executeTakeFirstOrThrow()
    expect(payment).toEqual({ gateway: 'paystack', status: 'success' })
  })

  it('a second checkout paid after the booking was confirmed, its page never back, goes back', async () => {
    // A guest's payment is owed back, a customer's goes to the wallet; one booking was paid
    // first from the wallet, the others at Paystack.
    const customer = await walletCustomer(h)
    await setUpWallet(h, customer)
    await verifyFunding(h, customer, await fund(h, customer, 100_000))
    const seats = freeSeats()
    const cases: { ref: string; amount: number; first: 'Paystack' | 'wallet' }[] = []
    for (const [headers, first] of [
      [{}, 'Paystack'],
      [customer.customer, 'Paystack'],
      [customer.customer, 'wallet'],
    ] as const) {
      const next = await seats.next()
      if (next.done) throw new Error('not enough seats')
      const member = 'authorization' in headers
      const created = await book(
        h,
        payload(next.value.bus, { seats: [next.value.seat], member }),
        headers,
      )
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const ref = created.body.data.bookingReferenceCode as string
      cases.push({ ref, amount: created.body.data.amount as number, first })
      const paystack = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
      // The redirect hung, so the page opened Flutterwave too and left it open in a tab.
      const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, {
        reference: ref,
      })
      expect(flutterwave.status, JSON.stringify(flutterwave.body)).toBe(200)
      // Paid at Paystack, whose return page confirmed it, or from the wallet.
      const confirmed =
        first === 'wallet'
          ? await h.call(
              'POST',
              `${P}/Payment/ProcessWalletPayment`,
              { refCode: ref, pin: PIN, walletType: 23 },
              customer.customer,
            )
          : (await h.app.request(`${paystack.body.data}/pay`, { method: 'POST' }),
            await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}`))
      expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe('1')
      // Then the Flutterwave tab was paid too, and its return page never loaded.
      const paid = await h.app.request(`${flutterwave.body.data.checkoutUrl}/pay`, {
        method: 'POST',
      })
      expect(paid.status).toBe(303)
    }
    const before = (await balance(h, customer)).AvailableBalance
    for (let run = 0; run < 2; run++) {
      clock.advance(5 * 60_000)
      await reconcilePayments(h.deps)
    }
    const [guest, ...members] = cases as [(typeof cases)[0], ...typeof cases]
    const owed = await h.database.db
      .selectFrom('refunds_due as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select(['r.amount_kobo', 'r.gateway'])
      .where('b.reference_code', '=', guest.ref)
      .execute()
    expect(owed, 'the guest is owed the Flutterwave payment').toEqual([
      { amount_kobo: guest.amount * 100, gateway: 'flutterwave' },
    ])
    const back = members.reduce((sum, c) => sum + c.amount * 100, 0)
    expect(
      Math.round((await balance(h, customer)).AvailableBalance * 100),
      'the customer has both Flutterwave payments back in the wallet',
    ).toBe(Math.round(before * 100) + back)
    for (const { ref } of cases) expect(await statusOf(ref)).toBe(1)
  })

  it('a funding paid at a second checkout after the first was credited, its page never back, is credited too', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const reference = await openFunding(h, who, 600)
    const paystack = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference })
    const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference })
    expect(flutterwave.status, JSON.stringify(flutterwave.body)).toBe(200)
    await h.app.request(`${paystack.body.data}/pay`, { method: 'POST' })
    expect((await verifyFunding(h, who, reference)).body.Payload.Status).toBe('credited')
    await h.app.request(`${flutterwave.body.data.checkoutUrl}/pay`, { method: 'POST' })
    for (let run = 0; run < 2; run++) {
      clock.advance(5 * 60_000)
      await reconcilePayments(h.deps)
    }
    expect((await balance(h, who)).AvailableBalance).toBe(1200)
    const credits = (await ledgerSums(h, who.phone.international)).rows.filter(
      (r) => r.kind === 'funding',
    )
    expect(credits.map((r) => r.reference).sort()).toEqual(
      [`funding:${reference}`, `funding:${reference}:flutterwave`].sort(),
    )
  })

  it('a funding declined at its last checkout and paid at an earlier one, its page never back, is credited', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const reference = await openFunding(h, who, 800)
    const paystack = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference })
    const flutterwave = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference })
    expect(flutterwave.status, JSON.stringify(flutterwave.body)).toBe(200)
    // Declined at Flutterwave, whose return page said so…
    await h.app.request(`${flutterwave.body.data.checkoutUrl}/decline`, { method: 'POST' })
    expect((await verifyFunding(h, who, reference)).body.Payload.Status).toBe('failed')
    // …then paid in the Paystack tab still open, whose return page never loaded.
    await h.app.request(`${paystack.body.data}/pay`, { method: 'POST' })
    for (let run = 0; run < 2; run++) {
      clock.advance(5 * 60_000)
      await reconcilePayments(h.deps)
    }
    expect((await balance(h, who)).AvailableBalance).toBe(800)
  })
})
