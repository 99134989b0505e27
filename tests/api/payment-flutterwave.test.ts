import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import { fakeFlutterwave, type FakeProvider } from './payment-fakes.ts'

// The real Flutterwave v3 adapter, chosen by FLUTTERWAVE_SECRET_KEY, against a local fake;
// webhooks carry the verif-hash header and are verified again before anything changes.

const HASH = 'a-long-webhook-hash'
let h: Harness
let flutterwave: FakeProvider
beforeAll(async () => {
  flutterwave = await fakeFlutterwave()
  h = await createHarness({
    env: {
      FLUTTERWAVE_SECRET_KEY: flutterwave.secret,
      FLUTTERWAVE_BASE_URL: flutterwave.baseUrl,
      FLUTTERWAVE_WEBHOOK_HASH: HASH,
    },
  })
})
afterAll(async () => {
  await h?.close()
  await flutterwave?.close()
})

const P = '/api/payment'
let seat = 3

async function bookAndInitialize() {
  const bus = await firstBus(h, 1, 9, '2026-11-24')
  const created = await book(h, payload(bus, { seats: [seat++], paymentMethod: 8 }))
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
    const { ref, amount, url } = await bookAndInitialize()
    expect(url).toBe(`https://checkout.flutterwave.test/${ref}`)
    expect(flutterwave.lastInitialize).toMatchObject({
      tx_ref: ref,
      amount,
      currency: 'NGN',
      redirect_url: 'http://localhost/flutter-pay',
    })
    expect((await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)).body.code).toBe(
      '3',
    )
    flutterwave.transactions.get(ref)!.status = 'successful'
    const done = await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)
    expect(done.body).toMatchObject({ code: '1', data: { bookingReferenceCode: ref } })
  })

  it('a payment in another currency is not value', async () => {
    const { ref } = await bookAndInitialize()
    Object.assign(flutterwave.transactions.get(ref)!, { status: 'successful', currency: 'USD' })
    const res = await h.call('GET', `${P}/Payment/ProcessFlutterWavePayment/${ref}`)
    expect(res.body.code).toBe('4')
    expect(await statusOf(ref)).not.toBe(1)
  })

  it('webhook: wrong hash → 401 and no change; right hash twice → one confirmation', async () => {
    const { ref, amount } = await bookAndInitialize()
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
