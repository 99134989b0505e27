import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { RECONCILIATION_BATCH, reconcilePayments } from '#server/jobs/reconciliation.ts'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, payload } from './booking-helpers.ts'
import { movableClock } from './accounts-helpers.ts'
import { balance, P, setUpWallet, W, walletCustomer } from './wallet-helpers.ts'

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

const deps = () => ({ db: h.database.db, clock, config: loadConfig({ NODE_ENV: 'test' }) })

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
      await reconcilePayments(deps())
    }
    expect(await statusOf(paid)).toBe(1)
  })

  it('a funding paid behind more abandoned fundings than one batch is credited', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const open = async (naira: number) => {
      const created = await h.call(
        'POST',
        `${W}/api/PaymentApi/CreatePayment`,
        { Amount: naira },
        who.wallet,
      )
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const reference = created.body.Payload.Reference as string
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
      await reconcilePayments(deps())
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
    await reconcilePayments(deps())
    expect(await statusOf(ref)).toBe(1)
    const payment = await h.database.db
      .selectFrom('payments')
      .select(['gateway', 'status'])
      .where('reference', '=', ref)
      .executeTakeFirstOrThrow()
    expect(payment).toEqual({ gateway: 'paystack', status: 'success' })
  })
})
