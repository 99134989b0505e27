import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { movableClock, signUp } from './accounts-helpers.ts'
import { loadConfig } from '#server/config.ts'
import { reconcilePayments } from '#server/jobs/reconciliation.ts'
import { fakePaystack, type FakeProvider } from './payment-fakes.ts'
import {
  balance,
  billReference,
  billsToken,
  fund,
  PIN,
  setUpWallet,
  verifyFunding,
  W,
  walletCustomer,
  openFunding,
} from './wallet-helpers.ts'
import { settleBills } from '#server/jobs/bills-settlement.ts'

// SANDBOX_PAYMENTS=off (a real deployment): gateways without a real adapter are not offered,
// cannot be started, and the sandbox checkout that would issue free tickets does not exist.

let h: Harness
beforeAll(async () => {
  h = await createHarness({ env: { SANDBOX_PAYMENTS: 'off', PAYSTACK_SECRET_KEY: 'sk_test_x' } })
})
afterAll(async () => {
  await h?.close()
})

describe('with the sandbox switched off', () => {
  it('offers only gateways with a real adapter', async () => {
    const res = await h.call('GET', '/api/payment/api/v1/PaymentGateway/Gateways/1?countryCode=NG')
    expect(res.status).toBe(200)
    const names = res.body.data.map((g: { gatewayName: string }) => g.gatewayName)
    expect(names).toEqual(['Paystack'])
  })

  it('refuses to start a sandboxed gateway and serves no sandbox checkout', async () => {
    // Booked with Paystack (offered); paying it through OPay (not offered) is refused.
    const bus = await firstBus(h, 1, 6, '2026-11-24')
    const created = await book(h, payload(bus, { seats: [5], paymentMethod: 5 }))
    expect(created.status).toBe(200)
    const ref = created.body.data.bookingReferenceCode as string

    const init = await h.call('POST', '/api/payment/api/v1/OPay/initialize', { reference: ref })
    expect(init.status).toBe(400)
    expect(init.body.shortDescription).toBe('This payment method is not available.')

    const page = await h.app.request(`/api/payment/sandbox/opay/${ref}`)
    expect(page.status).toBe(404)
  })
})

describe('bills with the sandbox switched off and no Quickteller credentials', () => {
  it('are refused before any money moves, never paid by the sandbox switch', async () => {
    const customer = await signUp(h)
    const token = await h.call('POST', '/api/bills/token', {}, customer.headers)
    const bills = { authorization: `Bearer ${token.body.access_token}` }
    const message = 'Bill payments are not available right now.'
    for (const [method, path] of [
      ['GET', '/api/bills/api/quickteller/getcategory'],
      ['GET', '/api/bills/api/quickteller/billers'],
      ['POST', '/api/bills/PaymentInfo/GenerateReference'],
    ] as const) {
      const res = await h.call(method, path, method === 'POST' ? {} : undefined, bills)
      expect(res.status, path).toBe(503)
      expect(res.body.shortDescription, path).toBe(message)
    }
    const advice = await h.call(
      'POST',
      '/api/bills/api/quickteller/SendPayAdvice',
      {
        amount: 50_000,
        customerId: '08031234567',
        customerMobile: '08031234567',
        paymentCode: '10901',
        paymentMethod: 'wallet',
        requestReference: 'BPNOTISSUED00',
      },
      bills,
    )
    expect(advice.status).not.toBe(200)
    const rows = await h.database.db.selectFrom('bill_payments').selectAll().execute()
    expect(rows).toEqual([])
  })
})

describe('with the sandbox switched off and no gateway keys', () => {
  let none: Harness
  beforeAll(async () => {
    none = await createHarness({ env: { SANDBOX_PAYMENTS: 'off' } })
  })
  afterAll(async () => {
    await none?.close()
  })

  it('offers no gateway, and holds no seat for one it does not offer (tester M)', async () => {
    const gateways = await none.call(
      'GET',
      '/api/payment/api/v1/PaymentGateway/Gateways/1?countryCode=NG',
    )
    expect(gateways.body.data).toEqual([])
    // A signed-in customer is offered the wallets alone, which do not pay a hire or fund the
    // wallet: the hire and Fund Wallet dialogs then say no way to pay is available (hire.spec).
    const customer = await signUp(none)
    const offered = async (serviceId: number) => {
      const res = await none.call(
        'GET',
        `/api/payment/api/v1/PaymentGateway/Gateways/${serviceId}?countryCode=NG`,
        undefined,
        customer.headers,
      )
      return res.body.data.map((g: { paymentWalletEnumId: number }) => g.paymentWalletEnumId)
    }
    expect(await offered(2)).toEqual([23, 1])
    expect(await offered(5)).toEqual([])
    const bus = await firstBus(none, 1, 6, '2026-11-24')
    for (const paymentMethod of [5, 8, 31]) {
      const created = await book(none, payload(bus, { seats: [5], paymentMethod }))
      expect(created.status, String(paymentMethod)).toBe(400)
      expect(created.body.shortDescription).toBe('This payment method is not available.')
    }
    const bookings = await none.database.db.selectFrom('bookings').select('id').execute()
    expect(bookings).toEqual([])
  })
})

describe('a gateway not offered, tried before the one that is', () => {
  let live: Harness
  let paystack: FakeProvider
  let env: Record<string, string>
  beforeAll(async () => {
    paystack = await fakePaystack()
    env = {
      SANDBOX_PAYMENTS: 'off',
      PAYSTACK_SECRET_KEY: paystack.secret,
      PAYSTACK_BASE_URL: paystack.baseUrl,
    }
    live = await createHarness({ env })
  })
  afterAll(async () => {
    await live?.close()
    await paystack?.close()
  })

  it('is refused and leaves nothing behind: the payment made at Paystack is credited and confirmed', async () => {
    const who = await walletCustomer(live)
    await setUpWallet(live, who)
    const funding = await openFunding(live, who, 2500)
    const bus = await firstBus(live, 1, 6, '2026-11-24')
    const booked = await book(live, payload(bus, { seats: [6], paymentMethod: 5 }))
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const ref = booked.body.data.bookingReferenceCode as string
    for (const reference of [funding, ref]) {
      // A client asks for BudPay, which this deployment does not offer…
      const refused = await live.call('POST', '/api/payment/api/v1/BudPay/initialize', {
        reference,
      })
      expect(refused.status).toBe(400)
      expect(refused.body.shortDescription).toBe('This payment method is not available.')
      // …then pays at Paystack, which it does.
      const init = await live.call('POST', '/api/payment/api/v1/Paystack/initialize', {
        reference,
      })
      expect(init.status, JSON.stringify(init.body)).toBe(200)
      const amount = paystack.lastInitialize.amount as number
      paystack.transactions.set(reference, { status: 'success', amount, currency: 'NGN' })
    }
    const verified = await verifyFunding(live, who, funding)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body.Payload.Status).toBe('credited')
    expect((await balance(live, who)).AvailableBalance).toBe(2500)
    // The booking's page never came back: the job confirms it.
    await reconcilePayments(live.deps)
    const booking = await live.database.db
      .selectFrom('bookings')
      .select(['status', 'payment_method'])
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(booking).toEqual({ status: 1, payment_method: 5 })
  })
})

describe('going live with sandbox checkouts still open', () => {
  const clock = movableClock()
  let live: Harness
  let paystack: FakeProvider
  let env: Record<string, string>
  beforeAll(async () => {
    paystack = await fakePaystack()
    env = { PAYSTACK_SECRET_KEY: paystack.secret, PAYSTACK_BASE_URL: paystack.baseUrl }
    live = await createHarness({ clock, env })
  })
  afterAll(async () => {
    await live?.close()
    await paystack?.close()
  })

  it('a checkout at a gateway no longer offered does not keep the job from a paid booking', async () => {
    const bus = await firstBus(live, 1, 6, '2026-11-24')
    // While the sandbox was on: bank-transfer accounts opened, never paid.
    for (const seat of [3, 4, 5]) {
      const old = await book(live, payload(bus, { seats: [seat], paymentMethod: 26 }))
      expect(old.status, JSON.stringify(old.body)).toBe(200)
      const account = await live.call('POST', '/api/payment/api/v1/Aza/initialize', {
        reference: old.body.data.bookingReferenceCode,
      })
      expect(account.status, JSON.stringify(account.body)).toBe(200)
    }
    clock.advance(60_000)
    // A traveller pays at (real) Paystack; the return page never loads.
    const booked = await book(live, payload(bus, { seats: [6], paymentMethod: 5 }))
    const ref = booked.body.data.bookingReferenceCode as string
    const init = await live.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
    })
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    paystack.transactions.set(ref, {
      status: 'success',
      amount: paystack.lastInitialize.amount as number,
      currency: 'NGN',
    })
    // Then the deployment goes live: SANDBOX_PAYMENTS=off.
    clock.advance(5 * 60_000)
    await reconcilePayments({
      db: live.database.db,
      clock,
      config: loadConfig({ NODE_ENV: 'test', ...env, SANDBOX_PAYMENTS: 'off' }),
    }).catch((error: unknown) => console.error('reconciliation failed:', error))
    const booking = await live.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(booking.status, 'the booking paid at Paystack').toBe(1)
  })
})

describe('going live with a sandbox card checkout still open for a bill', () => {
  let sandboxed: Harness
  beforeAll(async () => {
    sandboxed = await createHarness()
  })
  afterAll(async () => {
    await sandboxed?.close()
  })

  it('does not keep the bills job from giving back a wallet debit nobody completed', async () => {
    const who = await walletCustomer(sandboxed)
    await setUpWallet(sandboxed, who)
    await verifyFunding(sandboxed, who, await fund(sandboxed, who, 5000))
    const bills = await billsToken(sandboxed, who)
    // While the sandbox was on: a bill's card checkout opened, never paid…
    const card = await billReference(sandboxed, bills)
    const opened = await sandboxed.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: card,
      amount: 150_000,
    })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    // …and another bill's wallet debit whose page lost its signal before the advice.
    const debited = await billReference(sandboxed, bills)
    const debit = await sandboxed.call(
      'POST',
      `${W}/api/WalletApi/DebitWallet`,
      { Amount: 1500, Reference: debited, Pin: PIN },
      who.wallet,
    )
    expect(debit.status).toBe(200)
    expect((await balance(sandboxed, who)).AvailableBalance).toBe(3500)
    // Live now, with Flutterwave only: Paystack is no longer offered. The job runs later.
    await settleBills({
      db: sandboxed.database.db,
      clock: { now: () => new Date(sandboxed.clock.now().getTime() + 2 * 60 * 60_000) },
      config: loadConfig({
        NODE_ENV: 'test',
        SANDBOX_PAYMENTS: 'off',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-x',
      }),
    }).catch((error: unknown) => console.error('bills job failed:', error))
    expect((await balance(sandboxed, who)).AvailableBalance, 'the debit given back').toBe(5000)
  })
})
