import { spawn } from 'node:child_process'
import { createServer as createProbe, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '#server/clock.ts'
import { settleBills } from '#server/jobs/bills-settlement.ts'
import { loadConfig } from '#server/config.ts'
import { settlePendingBills } from '#server/services/bills/bills.service.ts'
import { createHarness, engine, type Harness } from './harness.ts'
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

    const report = await settlePendingBills(h.deps)
    expect(report).toEqual({ checked: 2, settled: 2 })
    expect((await settlePendingBills(h.deps)).checked).toBe(0)
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

  it.runIf(engine === 'postgres')(
    'an advice whose process died waiting for the switch is asked again by the job',
    { timeout: 120_000 },
    async () => {
      // On the real clock: a server process of its own, on the same database, sends the advice.
      const own = await createHarness({ clock: systemClock, env })
      const probe = createProbe()
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
      const port = (probe.address() as AddressInfo).port
      await new Promise((resolve) => probe.close(resolve))
      const current = await own.database.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.pathname = `/${current.name}`
      const spawned: NodeJS.ProcessEnv = { ...process.env, ...env, NODE_ENV: 'test' }
      for (const name of ['REDIS_URL', 'WORKERS']) delete spawned[name]
      Object.assign(spawned, {
        PORT: String(port),
        DATABASE_URL: url.toString(),
        STATIC_DIR: 'public',
        TRUST_PROXY: '1',
      })
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: spawned,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise((resolve) => server.once('exit', resolve))
      try {
        const who = await walletCustomer(own)
        await setUpWallet(own, who)
        await verifyFunding(own, who, await fund(own, who, 5000))
        const token = await own.call('POST', `${B}/token`, {}, who.customer)
        const bills = {
          ...bearer(token.body.access_token as string),
          'x-forwarded-for': who.phone.ip,
        }
        const ref = (await own.call('POST', `${B}/PaymentInfo/GenerateReference`, {}, bills)).body
          .payload.transactionReference as string
        const debit = await own.call(
          'POST',
          `${W}/api/WalletApi/DebitWallet`,
          { Amount: 1100, Reference: ref, Pin: PIN },
          who.wallet,
        )
        expect(debit.status).toBe(200)
        const deadline = Date.now() + 60_000
        while (!output.includes('Waka listening on') && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100))
        expect(output).toContain('Waka listening on')
        // The advice reaches the switch, which takes it; the process dies before the answer.
        fake.hangAdvice = true
        void fetch(`http://127.0.0.1:${port}${B}/api/quickteller/SendPayAdvice`, {
          method: 'POST',
          headers: { ...bills, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: 100_000,
            customerId: '12345678905',
            paymentCode: '90101',
            paymentMethod: 'wallet',
            requestReference: ref,
          }),
        }).catch(() => undefined)
        while (!fake.hung.includes(ref) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20))
        expect(fake.hung).toContain(ref)
        server.kill('SIGKILL')
        await exited
        fake.hangAdvice = false
        // The switch did it: asked later, it says so, with the token.
        fake.queries.set(ref, '90000')
        for (const minutes of [5, 15]) {
          await settleBills({
            db: own.database.db,
            clock: { now: () => new Date(Date.now() + minutes * 60_000) },
            config: loadConfig({ NODE_ENV: 'test', ...env }),
          })
        }
        const bill = await own.database.db
          .selectFrom('bill_payments')
          .select(['status', 'token'])
          .where('reference', '=', ref)
          .executeTakeFirstOrThrow()
        expect(bill, 'the wallet was debited ₦1,100 for it').toEqual({
          status: 'success',
          token: '1111-2222-3333-4444-5555',
        })
      } finally {
        fake.hangAdvice = false
        server.kill('SIGKILL')
        await exited
        await own.close()
      }
    },
  )
})
