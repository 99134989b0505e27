import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  refundAbandonedWalletBills,
  settlePendingBills,
} from '#server/services/bills/bills.service.ts'
import { refundSecondBillPayments } from '#server/services/bills/bills-paid-twice.service.ts'
import { createHarness, type Harness } from './harness.ts'
import {
  B,
  balance,
  billReference,
  billsToken,
  fund,
  ledgerSums,
  PIN,
  setUpWallet,
  verifyFunding,
  W,
  walletCustomer,
  type WalletCustomer,
} from './wallet-helpers.ts'

// Issue 11: bills through SPEC §7's calls and the sandbox switch (README, Bills test numbers).

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

async function funded(naira: number) {
  const who = await walletCustomer(h)
  await setUpWallet(h, who)
  await verifyFunding(h, who, await fund(h, who, naira))
  return { who, bills: await billsToken(h, who) }
}

const reference = (headers: Record<string, string>) => billReference(h, headers)

const debit = (who: WalletCustomer, ref: string, naira: number) =>
  h.call(
    'POST',
    `${W}/api/WalletApi/DebitWallet`,
    { Amount: naira, Reference: ref, Pin: PIN, TransactionDesc: 'Bill' },
    who.wallet,
  )

const advice = (headers: Record<string, string>, body: Record<string, unknown>) =>
  h.call('POST', `${B}/api/quickteller/SendPayAdvice`, body, headers)

describe('catalogue and lookups', () => {
  it('needs a bills token: signed out and customer tokens are refused', async () => {
    expect((await h.call('GET', `${B}/api/quickteller/billers`)).status).toBe(401)
    expect((await h.call('POST', `${B}/token`, {})).status).toBe(401)
    const who = await walletCustomer(h)
    expect(
      (await h.call('GET', `${B}/api/quickteller/billers`, undefined, who.customer)).status,
    ).toBe(401)
  })

  it('billers by category, payment items in kobo, network lookup, validation', async () => {
    const { bills } = await funded(100)
    const discos = await h.call(
      'GET',
      `${B}/api/quickteller/GetBillersByCategory?CategoryId=1`,
      undefined,
      bills,
    )
    expect(discos.body.payload.billers.map((b: any) => b.billername)).toContain('Ikeja Electric')
    const tv = await h.call(
      'GET',
      `${B}/api/quickteller/GetBillersByCategory?CategoryId=2`,
      undefined,
      bills,
    )
    expect(tv.body.payload.billers.map((b: any) => b.billername)).toEqual([
      'DStv',
      'GOtv',
      'StarTimes',
    ])
    const mtn = await h.call(
      'GET',
      `${B}/api/quickteller/GetBillerPaymentItems?billerId=348`,
      undefined,
      bills,
    )
    const bundle = mtn.body.payload.paymentitems.find(
      (i: any) => i.paymentitemname === 'MTN Data 1GB - 1 Day',
    )
    expect(bundle).toMatchObject({ amount: 50_000, paymentCode: '34810' })
    const lookup = await h.call('GET', `${B}/lookup?phone=08051234567`, undefined, bills)
    expect(lookup.body.data).toEqual({ network: 'Glo', billerId: 3070 })
    const valid = await h.call(
      'POST',
      `${B}/api/quickteller/CustomerValidation`,
      { customers: [{ customerId: '45031234567', paymentCode: '60101' }] },
      bills,
    )
    expect(valid.body.payload.customers[0].responseCode).toBe('90000')
    const invalid = await h.call(
      'POST',
      `${B}/api/quickteller/CustomerValidation`,
      { customers: [{ customerId: '00000000000', paymentCode: '60101' }] },
      bills,
    )
    expect(invalid.body.payload.customers[0].responseCode).not.toBe('90000')
  })

  it('malformed input → 400', async () => {
    const { bills } = await funded(100)
    for (const [method, path, body] of [
      ['GET', '/api/quickteller/GetBillersByCategory?CategoryId=x', undefined],
      ['GET', '/api/quickteller/GetBillerPaymentItems?billerId=999999', undefined],
      ['POST', '/api/quickteller/CustomerValidation', { customers: [] }],
      ['POST', '/api/quickteller/SendPayAdvice', { amount: 'lots' }],
      ['POST', '/api/quickteller/SendPayAdvice', '{"amount":'],
      ['POST', '/wp-json/api/v1', { phone: '123', network: 'MTN', amount: 100 }],
    ] as const) {
      const res = await h.call(method, `${B}${path}`, body, bills)
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400)
    }
  })

  it('a pay advice with an overlong customer mobile is refused in words, before any payment', async () => {
    const { who, bills } = await funded(100)
    const ref = await reference(bills)
    const res = await advice(bills, {
      amount: 500_000,
      customerId: '45031234567',
      customerMobile: '0'.repeat(21),
      paymentCode: '60101',
      paymentMethod: 'wallet',
      requestReference: ref,
    })
    expect(res.status).toBe(400)
    // (This route names the field first, as for its other refusals.)
    expect(res.body.shortDescription).toContain(
      'Please keep the phone number to 20 characters or fewer.',
    )
    // The last length allowed still reaches the payment check.
    const atLimit = await advice(bills, {
      amount: 500_000,
      customerId: '45031234567',
      customerMobile: who.phone.local.padEnd(20, '0'),
      paymentCode: '60101',
      paymentMethod: 'wallet',
      requestReference: ref,
    })
    expect(atLimit.body.shortDescription).toBe('We have not received the payment for this bill.')
  })
})

describe('paying bills', () => {
  it('electricity by wallet: ₦100 fee, kobo amounts, a 20-digit token; an advice without the money changes nothing', async () => {
    const { who, bills } = await funded(20_000)
    const ref = await reference(bills)
    const body = {
      amount: 500_000,
      customerId: '45031234567',
      customerMobile: who.phone.local,
      paymentCode: '60101',
      paymentMethod: 'wallet',
      requestReference: ref,
    }
    // Debited without the fee: not the bill's money.
    expect((await debit(who, ref, 5000)).status).toBe(200)
    const short = await advice(bills, body)
    expect(short.status).toBe(400)
    expect(short.body.shortDescription).toBe('We have not received the payment for this bill.')
    const ref2 = await reference(bills)
    expect((await debit(who, ref2, 5100)).status).toBe(200)
    const paid = await advice(bills, { ...body, requestReference: ref2 })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.payload).toMatchObject({ status: 'success', amount: 5000, fee: 100 })
    expect(paid.body.payload.token).toMatch(/^\d{4}(-\d{4}){4}$/)
    // Replayed: the same answer, nothing paid twice.
    const again = await advice(bills, { ...body, requestReference: ref2 })
    expect(again.body.payload).toEqual(paid.body.payload)
    expect((await balance(h, who)).AvailableBalance).toBe(20_000 - 5000 - 5100)
    const list = await h.call(
      'GET',
      `${B}/api/CustomerTransactions/GetTransactionByEmail`,
      undefined,
      bills,
    )
    expect(list.body.payload).toHaveLength(1)
    expect(list.body.payload[0]).toMatchObject({ reference: ref2, status: 'success' })
  })

  it('a pay advice failing after the debit leaves the wallet whole', async () => {
    const { who, bills } = await funded(10_000)
    const ref = await reference(bills)
    expect((await debit(who, ref, 2000)).status).toBe(200)
    const failed = await advice(bills, {
      amount: 200_000,
      customerId: '08031234666',
      paymentCode: '34801',
      paymentMethod: 'wallet',
      requestReference: ref,
    })
    expect(failed.body.payload.status).toBe('refunded')
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'bill-refund')).toHaveLength(1)
  })

  it('a wallet debited for a bill whose advice never came is refunded once, by the job', async () => {
    const { who, bills } = await funded(10_000)
    const ref = await reference(bills)
    expect((await debit(who, ref, 1500)).status).toBe(200)
    // The page lost its signal before the advice: the job, some minutes later, puts it back.
    const minutesOn = (minutes: number) => ({
      db: h.database.db,
      clock: { now: () => new Date(h.clock.now().getTime() + minutes * 60_000) },
      config: {} as never,
    })
    expect((await refundAbandonedWalletBills(minutesOn(5))).refunded).toBe(0)
    const [first, second] = await Promise.all([
      refundAbandonedWalletBills(minutesOn(11)),
      refundAbandonedWalletBills(minutesOn(11)),
    ])
    // (Other tests' abandoned bills go back too: once each is read off this customer's ledger.)
    expect(first.refunded + second.refunded).toBeGreaterThanOrEqual(1)
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    // The list shows what the debit paid, not a blank ₦0.00 row.
    const list = await h.call(
      'GET',
      `${B}/api/CustomerTransactions/GetTransactionByEmail`,
      undefined,
      bills,
    )
    expect(list.body.payload).toContainEqual(
      expect.objectContaining({
        reference: ref,
        status: 'refunded',
        amount: 1500,
        itemName: 'Bill',
      }),
    )
    // An advice that comes after the refund buys nothing and takes nothing.
    const late = await advice(bills, {
      amount: 150_000,
      customerId: '08031234567',
      paymentCode: '34801',
      paymentMethod: 'wallet',
      requestReference: ref,
    })
    expect(late.body.payload.status).toBe('refunded')
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'bill-refund')).toHaveLength(1)
    // A debit pays for one of the customer's own bills, nothing else.
    const stray = await debit(who, 'BPNOSUCHBILL1', 100)
    expect(stray.status, JSON.stringify(stray.body)).toBe(404)
    expect(stray.body.Errors).toEqual(['Error generating payment reference.'])
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
  })

  it('a wallet debit for a bill whose card checkout was opened and never paid goes back once the checkout is over', async () => {
    const { who, bills } = await funded(10_000)
    const ref = await reference(bills)
    const opened = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
      amount: 100_000,
    })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect((await debit(who, ref, 1000)).status).toBe(200)
    const minutesOn = (minutes: number) => ({
      db: h.database.db,
      clock: { now: () => new Date(h.clock.now().getTime() + minutes * 60_000) },
      config: {} as never,
    })
    // The card could still be paid for 30 minutes: the debit waits for the card's hour.
    await refundAbandonedWalletBills(minutesOn(11))
    expect((await balance(h, who)).AvailableBalance).toBe(9_000)
    await Promise.all([
      refundAbandonedWalletBills(minutesOn(61)),
      refundAbandonedWalletBills(minutesOn(61)),
    ])
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'bill-refund')).toHaveLength(1)
  })

  it('a pending advice is settled by the job once', async () => {
    const { who, bills } = await funded(10_000)
    const ref = await reference(bills)
    await debit(who, ref, 4500)
    const pending = await advice(bills, {
      amount: 440_000,
      customerId: '7023456999',
      paymentCode: '10401',
      paymentMethod: 'wallet',
      requestReference: ref,
    })
    expect(pending.status, JSON.stringify(pending.body)).toBe(200)
    expect(pending.body.payload.status).toBe('pending')
    const deps = { db: h.database.db, clock: h.clock, config: {} as never }
    const [first, second] = await Promise.all([settlePendingBills(deps), settlePendingBills(deps)])
    expect(first.settled + second.settled).toBeGreaterThanOrEqual(1)
    const list = await h.call(
      'GET',
      `${B}/api/CustomerTransactions/GetTransactionByEmail`,
      undefined,
      bills,
    )
    expect(list.body.payload[0]).toMatchObject({ reference: ref, status: 'success' })
    expect((await balance(h, who)).AvailableBalance).toBe(10_000 - 4500)
  })

  it('a TV plan at another price is refused; airtime by sandbox card (amount in kobo)', async () => {
    const { bills } = await funded(100)
    const ref = await reference(bills)
    const wrong = await advice(bills, {
      amount: 100_000,
      customerId: '7023456789',
      paymentCode: '10404',
      paymentMethod: 'card',
      requestReference: ref,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.shortDescription).toBe('The amount does not match the plan.')

    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
      amount: 150_000,
      serviceId: 5,
    })
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    const back = await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
    expect(new URL(back.headers.get('location')!).pathname).toBe('/paybill-call-back')
    const paid = await advice(bills, {
      amount: 150_000,
      customerId: '08031234567',
      paymentCode: '34801',
      paymentMethod: 'card',
      requestReference: ref,
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.payload).toMatchObject({
      status: 'success',
      amount: 1500,
      fee: 0,
      token: null,
    })
  })
})

describe('amounts a plan does not take (tester N)', () => {
  it('electricity for 1 kobo or ₦1 is refused as the form refuses it: nothing delivered, the debit goes back', async () => {
    const { who, bills } = await funded(2_000)
    const refs: string[] = []
    for (const amount of [1, 100]) {
      const ref = await reference(bills)
      refs.push(ref)
      // The wallet paid what the advice will claim, fee included (₦100.01, ₦101).
      expect((await debit(who, ref, (amount + 10_000) / 100)).status).toBe(200)
      const refused = await advice(bills, {
        amount,
        customerId: '45031234567',
        paymentCode: '60101',
        paymentMethod: 'wallet',
        requestReference: ref,
      })
      expect(refused.status, JSON.stringify(refused.body)).toBe(400)
      expect(refused.body.shortDescription).toBe('Enter an amount between ₦500 and ₦500,000.')
    }
    // The debits made for them go back, as for any bill whose advice never came; no token was
    // bought.
    const later = {
      db: h.database.db,
      clock: { now: () => new Date(h.clock.now().getTime() + 11 * 60_000) },
      config: {} as never,
    }
    await refundAbandonedWalletBills(later)
    const list = await h.call(
      'GET',
      `${B}/api/CustomerTransactions/GetTransactionByEmail`,
      undefined,
      bills,
    )
    for (const ref of refs)
      expect(list.body.payload).toContainEqual(
        expect.objectContaining({ reference: ref, status: 'refunded', token: null }),
      )
    expect((await balance(h, who)).AvailableBalance).toBe(2_000)
  })

  it('airtime outside ₦50–₦50,000 and a data bundle at another price are refused', async () => {
    const { bills } = await funded(100)
    const ref = await reference(bills)
    const send = (amount: number, paymentCode: string) =>
      advice(bills, {
        amount,
        customerId: '08031234567',
        paymentCode,
        paymentMethod: 'card',
        requestReference: ref,
      })
    const low = await send(4_999, '34801')
    expect(low.status).toBe(400)
    expect(low.body.shortDescription).toBe('Enter an amount between ₦50 and ₦50,000.')
    const high = await send(5_000_001, '34801')
    expect(high.body.shortDescription).toBe('Enter an amount between ₦50 and ₦50,000.')
    // MTN Data 1GB - 1 Day is ₦500.
    const cheap = await send(100, '34810')
    expect(cheap.status).toBe(400)
    expect(cheap.body.shortDescription).toBe('The amount does not match the plan.')
  })
})

describe('a bill paid two ways', () => {
  const airtime = (ref: string, paymentMethod: 'card' | 'wallet') => ({
    amount: 150_000,
    customerId: '08031234567',
    paymentCode: '34801',
    paymentMethod,
    requestReference: ref,
  })
  /** A Paystack checkout opened for the bill: paid at once, or left open to pay later. */
  async function cardCheckout(ref: string) {
    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
      amount: 150_000,
      serviceId: 5,
    })
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    return async () =>
      expect((await h.app.request(`${init.body.data}/pay`, { method: 'POST' })).status).toBe(303)
  }
  const job = () => refundSecondBillPayments(h.deps)

  it('a debit for a bill a card paid is refused; one that got in before the card goes back once', async () => {
    const { who, bills } = await funded(10_000)
    const paid = await reference(bills)
    await (
      await cardCheckout(paid)
    )()
    expect((await advice(bills, airtime(paid, 'card'))).body.payload.status).toBe('success')
    const late = await debit(who, paid, 1500)
    expect(late.status).toBe(400)
    expect(late.body.Errors).toEqual(['This bill is already paid.'])
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)

    // The debit got in while the card checkout was open; the card's advice came first.
    const raced = await reference(bills)
    const pay = await cardCheckout(raced)
    expect((await debit(who, raced, 1500)).status).toBe(200)
    await pay()
    expect((await advice(bills, airtime(raced, 'card'))).body.payload.status).toBe('success')
    expect((await advice(bills, airtime(raced, 'wallet'))).body.payload.status).toBe('success')
    await job()
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    // A page that never sent its wallet advice: the job gives the debit back.
    const unsent = await reference(bills)
    const payUnsent = await cardCheckout(unsent)
    expect((await debit(who, unsent, 1500)).status).toBe(200)
    await payUnsent()
    await advice(bills, airtime(unsent, 'card'))
    expect((await balance(h, who)).AvailableBalance).toBe(8500)
    await Promise.all([job(), job()])
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
  })

  it('a card paid at a checkout left open after the wallet paid goes back to the wallet, once', async () => {
    const { who, bills } = await funded(10_000)
    const ref = await reference(bills)
    const pay = await cardCheckout(ref)
    expect((await debit(who, ref, 1500)).status).toBe(200)
    expect((await advice(bills, airtime(ref, 'wallet'))).body.payload.status).toBe('success')
    await pay()
    expect((await advice(bills, airtime(ref, 'card'))).body.payload.status).toBe('success')
    await advice(bills, airtime(ref, 'card'))
    await job()
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
    // Nobody came back from the card's checkout: the job finds it.
    const unseen = await reference(bills)
    const payUnseen = await cardCheckout(unseen)
    expect((await debit(who, unseen, 1500)).status).toBe(200)
    await advice(bills, airtime(unseen, 'wallet'))
    await payUnseen()
    expect((await balance(h, who)).AvailableBalance).toBe(8500)
    await Promise.all([job(), job()])
    expect((await balance(h, who)).AvailableBalance).toBe(10_000)
  })
})
