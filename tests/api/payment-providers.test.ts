import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { fakeFlutterwave, fakePaystack, type FakeProvider } from './payment-fakes.ts'

// The real Paystack and Flutterwave adapters, chosen by their secret keys, against local fakes
// of their APIs (one harness for both). Paystack webhooks are signed with HMAC-SHA512 of the raw
// body, Flutterwave's carry verif-hash; both are verified again with the provider, idempotently.

const HASH = 'a-long-webhook-hash'
let h: Harness
let paystack: FakeProvider
let flutterwave: FakeProvider
beforeAll(async () => {
  ;[paystack, flutterwave] = await Promise.all([fakePaystack(), fakeFlutterwave()])
  h = await createHarness({
    env: {
      PAYSTACK_SECRET_KEY: paystack.secret,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      FLUTTERWAVE_SECRET_KEY: flutterwave.secret,
      FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
      FLUTTERWAVE_WEBHOOK_HASH: HASH,
      PUBLIC_URL: 'https://waka.test',
    },
  })
})
afterAll(async () => {
  await h?.close()
  await Promise.all([paystack?.close(), flutterwave?.close()])
})

const P = '/api/payment'
let seat = 3

async function bookAndInitialize() {
  const bus = await firstBus(h, 1, 6, '2026-11-24')
  const created = await book(h, payload(bus, { seats: [seat++] }))
  const ref = created.body.data.bookingReferenceCode as string
  const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
    amount: 1,
    email: 'someone@else.com',
    reference: ref,
    countrycode: 'NG',
    serviceId: 1,
    callback_url: 'https://evil.example/steal',
  })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  return { ref, amount: created.body.data.amount as number, url: init.body.data as string }
}

function webhook(event: object, secret = paystack.secret) {
  const raw = JSON.stringify(event)
  const signature = createHmac('sha512', secret).update(raw).digest('hex')
  return h.call('POST', `${P}/webhooks/paystack`, raw, { 'x-paystack-signature': signature })
}

const bookingOf = (ref: string) =>
  h.database.db
    .selectFrom('bookings')
    .select(['status', 'paid_at'])
    .where('reference_code', '=', ref)
    .executeTakeFirstOrThrow()

describe('Paystack (real adapter, local fake)', () => {
  it('initialises with the booking amount in kobo and our callback, never the client’s', async () => {
    const { ref, amount, url } = await bookAndInitialize()
    expect(url).toBe(`https://checkout.paystack.test/${ref}`)
    expect(paystack.lastInitialize).toMatchObject({
      reference: ref,
      amount: amount * 100,
      email: 'adaeze@example.com',
      callback_url: 'https://waka.test/call-back',
    })
    // The sandbox page does not exist for a live gateway.
    expect((await h.app.request(`${P}/sandbox/paystack/${ref}`)).status).toBe(404)
  })

  it('confirms only after Paystack verifies success with the full amount in NGN', async () => {
    const { ref } = await bookAndInitialize()
    const pending = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(pending.body.code).toBe('3')
    paystack.transactions.get(ref)!.status = 'success'
    const done = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(done.body).toMatchObject({ code: '1', data: { status: 'confirmed' } })
  })

  it('a short payment confirms nothing and is owed back to the guest', async () => {
    const { ref } = await bookAndInitialize()
    Object.assign(paystack.transactions.get(ref)!, { status: 'success', amount: 100 })
    const res = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(res.body).toMatchObject({ code: '4', data: { status: 'refund-due' } })
    expect((await bookingOf(ref)).status).not.toBe(1)
  })

  it('webhook twice → one confirmation; the second delivery changes nothing', async () => {
    const { ref, amount } = await bookAndInitialize()
    paystack.transactions.get(ref)!.status = 'success'
    const event = {
      event: 'charge.success',
      data: { id: 9001, reference: ref, amount: amount * 100, currency: 'NGN' },
    }
    const first = await webhook(event)
    expect(first.body).toMatchObject({ received: true, outcome: 'confirmed' })
    const confirmed = await bookingOf(ref)
    expect(confirmed.status).toBe(1)
    const verifies = paystack.calls.filter((c) => c.includes('/verify/')).length
    const second = await webhook(event)
    expect(second.body).toMatchObject({ received: true, duplicate: true })
    expect(paystack.calls.filter((c) => c.includes('/verify/')).length).toBe(verifies)
    expect(await bookingOf(ref)).toEqual(confirmed)
    const events = await h.database.db
      .selectFrom('payment_events')
      .selectAll()
      .where('reference', '=', ref)
      .execute()
    expect(events).toHaveLength(1)
  })

  it('out of order: webhook before the callback, and a late event after it, settle once', async () => {
    const { ref, amount } = await bookAndInitialize()
    const event = {
      event: 'charge.success',
      data: { id: 9002, reference: ref, amount: amount * 100, currency: 'NGN' },
    }
    // The webhook outruns Paystack's own records: still pending, nothing recorded or confirmed.
    expect((await webhook(event)).body.outcome).toBe('pending')
    expect((await bookingOf(ref)).status).toBe(0)
    paystack.transactions.get(ref)!.status = 'success'
    const callback = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(callback.body.code).toBe('1')
    const confirmed = await bookingOf(ref)
    // The redelivered event arrives after the callback confirmed: nothing changes.
    expect((await webhook(event)).body.outcome).toBe('confirmed')
    expect(await bookingOf(ref)).toEqual(confirmed)
    // A failure reported after success never undoes it.
    paystack.transactions.get(ref)!.status = 'failed'
    const late = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(late.body.code).toBe('1')
    expect((await bookingOf(ref)).status).toBe(1)
  })

  it('a bad signature → 401 and nothing changes', async () => {
    const { ref, amount } = await bookAndInitialize()
    paystack.transactions.get(ref)!.status = 'success'
    const event = {
      event: 'charge.success',
      data: { id: 9003, reference: ref, amount: amount * 100, currency: 'NGN' },
    }
    const forged = await webhook(event, 'sk_wrong')
    expect(forged.status).toBe(401)
    const unsigned = await h.call('POST', `${P}/webhooks/paystack`, event)
    expect(unsigned.status).toBe(401)
    expect((await bookingOf(ref)).status).toBe(0)
    const events = await h.database.db
      .selectFrom('payment_events')
      .selectAll()
      .where('reference', '=', ref)
      .execute()
    expect(events).toHaveLength(0)
    // Other events are acknowledged and ignored; malformed bodies are 400, never 500.
    expect((await webhook({ event: 'transfer.success', data: { id: 1 } })).status).toBe(200)
    const raw = 'not json'
    const sig = createHmac('sha512', paystack.secret).update(raw).digest('hex')
    expect(
      (await h.call('POST', `${P}/webhooks/paystack`, raw, { 'x-paystack-signature': sig })).status,
    ).toBe(400)
  })
})

let fwSeat = 3

async function bookFlutterwave() {
  const bus = await firstBus(h, 1, 9, '2026-11-24')
  const created = await book(h, payload(bus, { seats: [fwSeat++], paymentMethod: 8 }))
  const ref = created.body.data.bookingReferenceCode as string
  const init = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference: ref })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  return { ref, amount: created.body.data.amount as number, url: init.body.data.checkoutUrl }
}

const statusOf = async (ref: string) =>
  (
    await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
  ).status

describe('Flutterwave (real adapter, local fake)', () => {
  it('initialises in naira with /flutter-pay as the redirect, then verifies by tx_ref', async () => {
    const { ref, amount, url } = await bookFlutterwave()
    expect(url).toBe(`https://checkout.flutterwave.test/${ref}`)
    expect(flutterwave.lastInitialize).toMatchObject({
      tx_ref: ref,
      amount,
      currency: 'NGN',
      redirect_url: 'https://waka.test/flutter-pay',
    })
    expect((await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)).body.code).toBe(
      '3',
    )
    flutterwave.transactions.get(ref)!.status = 'successful'
    const done = await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)
    expect(done.body).toMatchObject({ code: '1', data: { bookingReferenceCode: ref } })
  })

  it('a payment in another currency is not value', async () => {
    const { ref } = await bookFlutterwave()
    Object.assign(flutterwave.transactions.get(ref)!, { status: 'successful', currency: 'USD' })
    const res = await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)
    expect(res.body.code).toBe('4')
    expect(await statusOf(ref)).not.toBe(1)
  })

  it('webhook: wrong hash → 401 and no change; right hash twice → one confirmation', async () => {
    const { ref, amount } = await bookFlutterwave()
    flutterwave.transactions.get(ref)!.status = 'successful'
    const event = {
      event: 'charge.completed',
      data: { id: 555, tx_ref: ref, amount, currency: 'NGN', status: 'successful' },
    }
    const forged = await h.call('POST', `${P}/webhooks/flutterwave`, event, {
      'verif-hash': 'guess',
    })
    expect(forged.status).toBe(401)
    expect(await statusOf(ref)).toBe(0)
    const first = await h.call('POST', `${P}/webhooks/flutterwave`, event, { 'verif-hash': HASH })
    expect(first.body.outcome).toBe('confirmed')
    const second = await h.call('POST', `${P}/webhooks/flutterwave`, event, { 'verif-hash': HASH })
    expect(second.body.duplicate).toBe(true)
    expect(await statusOf(ref)).toBe(1)
  })
})
