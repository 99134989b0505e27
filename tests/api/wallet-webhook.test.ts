import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { fakePaystack, type FakeProvider } from './payment-fakes.ts'
import {
  balance,
  ledgerSums,
  setUpWallet,
  verifyFunding,
  walletCustomer,
  openFunding,
} from './wallet-helpers.ts'

// Issue 10: a wallet funding through real Paystack (local fake) credited once while signed
// webhooks and the return page's verification race each other.

let h: Harness
let paystack: FakeProvider
beforeAll(async () => {
  paystack = await fakePaystack()
  h = await createHarness({
    env: { PAYSTACK_SECRET_KEY: paystack.secret, PAYSTACK_BASE_URL: paystack.baseUrl },
  })
})
afterAll(async () => {
  await h?.close()
  await paystack?.close()
})

function webhook(event: object) {
  const raw = JSON.stringify(event)
  const signature = createHmac('sha512', paystack.secret).update(raw).digest('hex')
  return h.call('POST', '/api/payment/webhooks/paystack', raw, {
    'x-paystack-signature': signature,
  })
}

describe('wallet funding by Paystack webhook and verification', () => {
  it('webhooks and verifications racing credit the wallet once', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const reference = await openFunding(h, who, 7500)
    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference,
      serviceId: 5,
    })
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    expect(paystack.lastInitialize).toMatchObject({ reference, amount: 750_000 })
    // Not paid yet: nothing is credited, whoever asks.
    expect((await verifyFunding(h, who, reference)).body.Payload.Status).toBe('initialized')

    paystack.transactions.set(reference, { status: 'success', amount: 750_000, currency: 'NGN' })
    const event = (id: number) => ({
      event: 'charge.success',
      data: { id, reference, amount: 750_000, currency: 'NGN' },
    })
    const results = await Promise.all([
      webhook(event(1)),
      webhook(event(1)),
      webhook(event(2)),
      verifyFunding(h, who, reference),
      verifyFunding(h, who, reference),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect((await balance(h, who)).AvailableBalance).toBe(7500)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'funding')).toHaveLength(1)
    expect(sums.main).toBe(750_000)
  })
})
