import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { settlePendingBills } from '#server/services/bills/bills.service.ts'
import { createHarness, type Harness } from './harness.ts'
import { bearer } from './accounts-helpers.ts'
import { fakeQuickteller, type FakeSwitch } from './bills-fake-switch.ts'
import {
  balance,
  fund,
  PIN,
  setUpWallet,
  verifyFunding,
  W,
  walletCustomer,
} from './wallet-helpers.ts'

// The real switch adapter (Quickteller) against a local fake of its API: chosen by
// configuration, its answers mapped to ours, pending settled later, a failure refunded.

const B = '/api/bills'
let h: Harness
let fake: FakeSwitch
let env: Record<string, string>

beforeAll(async () => {
  fake = await fakeQuickteller('client-1', 'secret-1')
  env = {
    QUICKTELLER_CLIENT_ID: 'client-1',
    QUICKTELLER_CLIENT_SECRET: 'secret-1',
    QUICKTELLER_BASE_URL: fake.baseUrl,
    QUICKTELLER_AUTH_URL: fake.authUrl,
  }
  h = await createHarness({ env })
})
afterAll(async () => {
  await h?.close()
  await fake?.close()
})

async function customer(naira: number) {
  const who = await walletCustomer(h)
  await setUpWallet(h, who)
  await verifyFunding(h, who, await fund(h, who, naira))
  const res = await h.call('POST', `${B}/token`, {}, who.customer)
  return {
    who,
    bills: { ...bearer(res.body.access_token as string), 'x-forwarded-for': who.phone.ip },
  }
}

async function payElectricity(c: Awaited<ReturnType<typeof customer>>, meter: string) {
  const ref = (await h.call('POST', `${B}/PaymentInfo/GenerateReference`, {}, c.bills)).body.payload
    .transactionReference as string
  const debit = await h.call(
    'POST',
    `${W}/api/WalletApi/DebitWallet`,
    { Amount: 1100, Reference: ref, Pin: PIN },
    c.who.wallet,
  )
  expect(debit.status).toBe(200)
  return h.call(
    'POST',
    `${B}/api/quickteller/SendPayAdvice`,
    {
      amount: 100_000,
      customerId: meter,
      paymentCode: '90101',
      paymentMethod: 'wallet',
      requestReference: ref,
    },
    c.bills,
  )
}

describe('Quickteller adapter against a local fake', () => {
  it('catalogue and validation come from the switch', async () => {
    const c = await customer(100)
    const billers = await h.call(
      'GET',
      `${B}/api/quickteller/GetBillersByCategory?CategoryId=1`,
      undefined,
      c.bills,
    )
    expect(billers.body.payload.billers).toEqual([
      { billerid: 901, billername: 'Ikeja Electric', categoryid: 1, shortName: 'IKEDC' },
    ])
    const items = await h.call(
      'GET',
      `${B}/api/quickteller/GetBillerPaymentItems?billerId=901`,
      undefined,
      c.bills,
    )
    expect(items.body.payload.paymentitems[0]).toMatchObject({ paymentCode: '90101', amount: 0 })
    const valid = await h.call(
      'POST',
      `${B}/api/quickteller/CustomerValidation`,
      { customers: [{ customerId: '12345678901', paymentCode: '90101' }] },
      c.bills,
    )
    expect(valid.body.payload.customers[0]).toMatchObject({
      responseCode: '90000',
      fullName: 'ADA EZE',
    })
    expect(fake.calls).toContain('POST /passport/oauth/token')
  })

  it('success carries the token; a failure is refunded; pending is settled by the job', async () => {
    const c = await customer(10_000)
    const ok = await payElectricity(c, '12345678901')
    expect(ok.body.payload).toMatchObject({
      status: 'success',
      token: '1234-5678-9012-3456-7890',
      fee: 100,
    })

    fake.outcomes.set('12345678902', '70022')
    const failed = await payElectricity(c, '12345678902')
    expect(failed.body.payload.status).toBe('refunded')

    fake.outcomes.set('12345678903', '90009')
    const pending = await payElectricity(c, '12345678903')
    expect(pending.body.payload.status).toBe('pending')
    // The switch down once: the advice's outcome is unknown, so it waits for the job too.
    fake.failNext = true
    const unknown = await payElectricity(c, '12345678904')
    expect(unknown.body.payload.status).toBe('pending')

    const deps = {
      db: h.database.db,
      clock: h.clock,
      config: loadConfig({ NODE_ENV: 'test', ...env }),
    }
    const report = await settlePendingBills(deps)
    expect(report).toEqual({ checked: 2, settled: 2 })
    expect((await settlePendingBills(deps)).checked).toBe(0)
    const list = await h.call(
      'GET',
      `${B}/api/CustomerTransactions/GetTransactionByEmail`,
      undefined,
      c.bills,
    )
    const statuses = Object.fromEntries(list.body.payload.map((b: any) => [b.customerId, b.status]))
    expect(statuses).toEqual({
      '12345678901': 'success',
      '12345678902': 'refunded',
      '12345678903': 'success',
      '12345678904': 'success',
    })
    // Four bills of ₦1,100 taken, one given back.
    expect((await balance(h, c.who)).AvailableBalance).toBe(10_000 - 3 * 1100)
  })
})
