import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { lastCode } from './accounts-helpers.ts'
import { book, firstBus, payload } from './booking-helpers.ts'
import {
  balance,
  billReference,
  billsToken,
  fund,
  ledgerSums,
  P,
  PIN,
  setUpWallet,
  verifyFunding,
  W,
  walletCustomer,
  type WalletCustomer,
  openFunding,
} from './wallet-helpers.ts'

// Issue 10: the wallet through its SPEC §7 calls, on PGlite and (TEST_DATABASE_URL) PostgreSQL.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

async function walletBooking(who: WalletCustomer, seat: number, date = '2026-11-25') {
  const bus = await firstBus(h, 1, 6, date)
  const res = await book(
    h,
    payload(bus, { seats: [seat], paymentMethod: 23, member: true }),
    who.customer,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return {
    ref: res.body.data.bookingReferenceCode as string,
    amount: res.body.data.amount as number,
  }
}

const payWithWallet = (who: WalletCustomer, refCode: string, pin = PIN, walletType = 23) =>
  h.call('POST', `${P}/Payment/ProcessWalletPayment`, { refCode, pin, walletType }, who.customer)

describe('wallet set-up and funding', () => {
  it('no wallet → "Wallet does not exist"; set up with OTP; wrong-format PIN refused', async () => {
    const who = await walletCustomer(h)
    const none = await h.call('GET', `${W}/api/WalletApi/GetUserWallet`, undefined, who.wallet)
    expect(none.status).toBe(404)
    expect(none.body).toEqual({ Status: 404, Payload: null, Errors: ['Wallet does not exist'] })
    await h.call('POST', `${W}/api/WalletApi/CreateWallet`, {}, who.wallet)
    const bad = await h.call(
      'POST',
      `${W}/api/WalletApi/CreatePin`,
      { Pin: '12a4', Otp: '123456' },
      who.wallet,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.Errors[0]).toBe('Pin must be 4 digits.')
    await setUpWallet(h, who)
    expect(await balance(h, who)).toMatchObject({
      AvailableBalance: 0,
      HasPin: true,
      IsLocked: false,
    })
    // The PIN is stored hashed, never as given.
    const row = await h.database.db.selectFrom('wallets').select('pin_hash').execute()
    expect(row.every((r) => !r.pin_hash || r.pin_hash.startsWith('$argon2id$'))).toBe(true)
    const stage = await h.call(
      'PUT',
      `/api/onboarding/Customer/updatecustomerstageafterwalletsetup/${who.phone.local}/none@waka.test`,
      undefined,
      who.customer,
    )
    expect(stage.status).toBe(403)
    // A '%' in the e-mail (sent as %25) is only text, never a 500.
    const percent = await h.call(
      'PUT',
      `/api/onboarding/Customer/updatecustomerstageafterwalletsetup/${who.phone.local}/%25`,
      undefined,
      who.customer,
    )
    expect(percent.status).toBe(403)
  })

  it('funding: amount 0 → "Invalid amount."; ₦20,000 credited once however often it is verified', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const zero = await h.call(
      'POST',
      `${W}/api/PaymentApi/CreatePayment`,
      { Amount: 0 },
      who.wallet,
    )
    expect(zero.status).toBe(400)
    expect(zero.body.Errors).toEqual(['Invalid amount.'])
    const ref = await fund(h, who, 20_000)
    // Verifications race (webhooks racing them: wallet-webhook.test.ts): one credit.
    const results = await Promise.all([
      verifyFunding(h, who, ref),
      verifyFunding(h, who, ref),
      verifyFunding(h, who, ref),
      verifyFunding(h, who, ref),
    ])
    expect(results[0]!.body.Payload).toMatchObject({
      Reference: ref,
      Status: 'credited',
      Amount: 20000,
    })
    expect(results[1]!.body.Payload.Status).toBe('credited')
    expect((await balance(h, who)).AvailableBalance).toBe(20_000)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.filter((r) => r.kind === 'funding')).toHaveLength(1)
    expect(sums.main).toBe(2_000_000)
  })

  it('funding over ₦5,000,000 at once → refused, saying the limit; no funding is opened', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const countFundings = async () =>
      (await h.database.db.selectFrom('wallet_fundings').select('reference').execute()).length
    const before = await countFundings()
    for (const Amount of [5_000_000.01, '6000000']) {
      const over = await h.call('POST', `${W}/api/PaymentApi/CreatePayment`, { Amount }, who.wallet)
      expect(over.status).toBe(400)
      expect(over.body.Errors).toEqual(['The most you can add at once is ₦5,000,000.'])
    }
    expect(await countFundings()).toBe(before)
    // The limit itself is taken.
    const most = await h.call(
      'POST',
      `${W}/api/PaymentApi/CreatePayment`,
      { Amount: 5_000_000 },
      who.wallet,
    )
    expect(most.status, JSON.stringify(most.body)).toBe(200)
  })

  it('a funding declined at one gateway opens no checkout at another: no payment goes uncredited', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    for (const outcome of ['decline', 'close']) {
      const reference = await openFunding(h, who, 3000)
      const first = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      // Declined (or closed) at Paystack; its return page never came back to verify it.
      await h.app.request(`${first.body.data}/${outcome}`, { method: 'POST' })
      // The traveller tries Flutterwave with the same funding. Opening it asks Paystack first,
      // which ends the funding: a checkout opened now would be paid and never asked about.
      const second = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference })
      if (second.status === 200) {
        await h.app.request(`${second.body.data.checkoutUrl}/pay`, { method: 'POST' })
        await verifyFunding(h, who, reference)
      }
      // Every naira taken at a checkout Waka opened is in the wallet.
      const taken = await h.database.db
        .selectFrom('sandbox_payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_kobo'), eb.lit(0)).as('kobo'))
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
      const credited = (await ledgerSums(h, who.phone.international)).rows
        .filter((r) => r.reference.startsWith(`funding:${reference}`))
        .reduce((sum, r) => sum + Number(r.amount_kobo), 0)
      expect(credited, `${outcome}: taken at checkouts ${taken.kobo} kobo`).toBe(Number(taken.kobo))
      expect(second.status).toBe(400)
      expect(second.body.shortDescription).toBe('This funding is already complete.')
    }
    expect((await balance(h, who)).AvailableBalance).toBe(0)
  })

  it('bank transfer: the virtual account, the sandbox transfer, credited after verification', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const ref = await openFunding(h, who, 5000)
    const account = await h.call(
      'POST',
      `${W}/api/WalletApi/VirtualAccount`,
      { Reference: ref },
      who.wallet,
    )
    expect(account.status, JSON.stringify(account.body)).toBe(200)
    expect(account.body.Payload).toMatchObject({ max_amount: 5000, account_reference: ref })
    expect(account.body.Payload.vnuban).toMatch(/^\d{10}$/)
    expect((await verifyFunding(h, who, ref)).body.Payload.Status).toBe('initialized')
    // A transfer of nothing is refused: it does not spend the account's one transfer.
    const nothing = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, { amount: 0 })
    expect(nothing.status).toBe(400)
    expect(nothing.body.shortDescription).toBe('Invalid amount.')
    const sent = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, {})
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ code: '1', data: { outcome: { kind: 'confirmed' } } })
    expect((await verifyFunding(h, who, ref)).body.Payload.Status).toBe('credited')
    expect((await balance(h, who)).AvailableBalance).toBe(5000)
  })
})

describe('paying a booking with the wallet', () => {
  it('PIN, debit, ticket and 5% cashback in the transaction list; a replay pays once', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 50_000))
    const { ref, amount } = await walletBooking(who, 3)
    const paid = await payWithWallet(who, ref)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body).toMatchObject({
      code: '1',
      data: { bookingReferenceCode: ref, status: 'confirmed' },
    })
    const again = await payWithWallet(who, ref)
    expect(again.body.code).toBe('1')
    const after = await balance(h, who)
    expect(after.AvailableBalance).toBe(50_000 - amount)
    expect(after.CashbackBalance).toBe(Math.floor(amount * 5) / 100)
    const list = await h.call(
      'GET',
      `${W}/api/WalletApi/Transactions?page=1&pageSize=10`,
      undefined,
      who.wallet,
    )
    expect(list.body.Payload.Total).toBe(3)
    const [cashback, debit, credit] = list.body.Payload.Items
    expect(cashback).toMatchObject({ Pocket: 'cashback', Amount: Math.floor(amount * 5) / 100 })
    expect(debit).toMatchObject({ Pocket: 'main', Amount: -amount, BalanceAfter: 50_000 - amount })
    expect(credit).toMatchObject({ Amount: 50_000, BalanceAfter: 50_000 })
  })

  it('low balance → "Your wallet balance is low", nothing debited, seats still held', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const { ref } = await walletBooking(who, 4)
    const res = await payWithWallet(who, ref)
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toBe('Your wallet balance is low')
    expect((await ledgerSums(h, who.phone.international)).rows).toHaveLength(0)
  })

  it('a booking whose card payment was declined or closed → "book again", as for a card', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 80_000))
    for (const [seat, button] of [
      [11, 'decline'],
      [12, 'close'],
    ] as const) {
      const { ref } = await walletBooking(who, seat)
      const card = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
      await h.app.request(`${card.body.data}/${button}`, { method: 'POST' })
      await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
      // The Wallet button of a checkout left open in another tab, while the hold still runs.
      const res = await payWithWallet(who, ref)
      expect(res.status, button).toBe(400)
      expect(res.body.shortDescription).toBe(
        'This booking was cancelled or its payment failed. Please book again.',
      )
      const again = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference: ref })
      expect(again.body.shortDescription).toBe(res.body.shortDescription)
    }
    expect((await balance(h, who)).AvailableBalance).toBe(80_000)
  })

  it('a failure after the debit undoes the debit too (one transaction)', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 30_000))
    const { ref } = await walletBooking(who, 5)
    // Injected: confirming this booking fails, after the wallet was debited in the same transaction.
    await sql
      .raw(
        `create or replace function fail_confirm() returns trigger language plpgsql as $$
         begin if new.reference_code = '${ref}' and new.status <> old.status then
           raise exception 'injected failure'; end if; return new; end $$;
         create trigger fail_confirm before update on bookings for each row execute function fail_confirm();`,
      )
      .execute(h.database.db)
    try {
      const res = await payWithWallet(who, ref)
      expect(res.status).toBe(500)
    } finally {
      await sql.raw('drop trigger fail_confirm on bookings').execute(h.database.db)
    }
    expect((await balance(h, who)).AvailableBalance).toBe(30_000)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.rows.map((r) => r.kind)).toEqual(['funding'])
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${ref}`)
    expect(status.body.data.userData[0].bookingStatus).not.toBe(1)
    // Without the fault the same payment goes through.
    expect((await payWithWallet(who, ref)).body.code).toBe('1')
  })
})

describe('PIN attempts and lock', () => {
  it('three wrong PINs lock the wallet; a reset by OTP unlocks it', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 50_000))
    const { ref } = await walletBooking(who, 6)
    for (let i = 0; i < 2; i++) {
      const wrong = await payWithWallet(who, ref, '1111')
      expect(wrong.status).toBe(400)
      expect(wrong.body.shortDescription).toBe(
        'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
      )
    }
    const third = await payWithWallet(who, ref, '1111')
    expect(third.body.shortDescription).toMatch(/locked/)
    const right = await payWithWallet(who, ref, PIN)
    expect(right.status).toBe(400)
    expect(right.body.shortDescription).toMatch(/locked/)
    expect((await balance(h, who)).IsLocked).toBe(true)

    await h.call('POST', `${W}/api/v2/WalletApi/GenerateOtp`, { OtpType: 'ResetPin' }, who.wallet)
    const Otp = await lastCode(h, who.phone.international)
    const reset = await h.call(
      'POST',
      `${W}/api/WalletApi/ResetPin`,
      { Otp, NewPin: '1357' },
      who.wallet,
    )
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect((await balance(h, who)).IsLocked).toBe(false)
    const paid = await payWithWallet(who, ref, '1357')
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('1')
  })

  it('ten wrong PINs at once count exactly three', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    const form = { Amount: 100, Reference: 'concurrent-wrong', Pin: '9999' }
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('POST', `${W}/api/WalletApi/DebitWallet`, form, who.wallet),
      ),
    )
    expect(results.every((r) => r.status === 400)).toBe(true)
    const wallet = await h.database.db
      .selectFrom('wallets')
      .select(['failed_pin_attempts', 'locked_at'])
      .where('customer_id', '=', (await ledgerSums(h, who.phone.international)).customerId)
      .executeTakeFirstOrThrow()
    expect(wallet.failed_pin_attempts).toBe(3)
    expect(wallet.locked_at).not.toBeNull()
  })
})

describe('concurrency and access', () => {
  it('500 concurrent debits never overdraw: Σ entries = balance', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 20_000))
    // A debit pays for one of the customer's bills: 500 of them.
    const bills = await billsToken(h, who)
    const references: string[] = []
    for (let i = 0; i < 500; i += 50)
      references.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => billReference(h, bills)))),
      )
    const results = await Promise.all(
      references.map((Reference) =>
        h.call(
          'POST',
          `${W}/api/WalletApi/DebitWallet`,
          { Amount: 100, Reference, Pin: PIN, TransactionDesc: 'Airtime' },
          who.wallet,
        ),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    expect(results.filter((r) => r.status !== 200 && r.status !== 400)).toEqual([])
    expect(ok).toHaveLength(200)
    const sums = await ledgerSums(h, who.phone.international)
    expect(sums.main).toBe(0)
    expect((await balance(h, who)).AvailableBalance).toBe(sums.main / 100)
    // Replaying a paid reference changes nothing. Which 200 of the 500 were
    // paid is the race's to decide, so the replay takes one that was.
    const paidIndex = results.findIndex((r) => r.status === 200)
    const replay = await h.call(
      'POST',
      `${W}/api/WalletApi/DebitWallet`,
      { Amount: 100, Reference: references[paidIndex], Pin: PIN },
      who.wallet,
    )
    expect(replay.status).toBe(200)
    expect((await ledgerSums(h, who.phone.international)).main).toBe(0)
  }, 120_000)

  it("another customer's token cannot read or debit the wallet; a customer token is not a wallet token", async () => {
    const owner = await walletCustomer(h)
    await setUpWallet(h, owner)
    const ref = await fund(h, owner, 1000)
    const other = await walletCustomer(h)
    const read = await h.call(
      'GET',
      `${W}/api/WalletApi/GetUserWallet?phone=${owner.phone.local}`,
      undefined,
      other.wallet,
    )
    expect(read.status).toBe(403)
    expect((await verifyFunding(h, other, ref)).status).toBe(404)
    const debit = await h.call(
      'POST',
      `${W}/api/WalletApi/DebitWallet`,
      { Amount: 10, Reference: 'steal-it', Pin: PIN, PhoneNumber: owner.phone.local },
      other.wallet,
    )
    expect(debit.status).toBe(403)
    const { ref: booking } = await walletBooking(owner, 7)
    expect((await payWithWallet(other, booking)).status).toBe(404)
    const wrongKind = await h.call(
      'GET',
      `${W}/api/WalletApi/GetUserWallet`,
      undefined,
      owner.customer,
    )
    expect(wrongKind.status).toBe(401)
  })

  it('card checkouts opened while the wallet pays never give the paid booking a card method or a hold', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    await verifyFunding(h, who, await fund(h, who, 200_000))
    for (const seat of [8, 9, 10]) {
      const { ref } = await walletBooking(who, seat)
      const opened: Promise<{ status: number; body: { shortDescription?: string } }>[] = []
      const gateways = ['Paystack', 'Flutterwave', 'BudPay']
      const paying = payWithWallet(who, ref)
      let paid = false
      void paying.finally(() => (paid = true))
      // Checkouts keep opening, a few ms apart, until the wallet's answer is in (the PIN check
      // comes first, so the commit lands somewhere among them).
      for (let i = 0; i < 60 && (!paid || i < 3); i++) {
        opened.push(h.call('POST', `${P}/api/v1/${gateways[i % 3]}/initialize`, { reference: ref }))
        await new Promise((resolve) => setTimeout(resolve, 3))
      }
      expect((await paying).body.code).toBe('1')
      for (const res of await Promise.all(opened)) {
        // Opened before the wallet paid, or refused after: never a 500.
        expect([200, 400], JSON.stringify(res.body)).toContain(res.status)
      }
      const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${ref}`)
      expect(status.body.data.userData[0]).toMatchObject({
        bookingStatus: 1,
        paymentMethod: 23,
        holdExpiresAt: null,
      })
      const after = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
      expect(after.body.shortDescription).toBe('This booking is already paid.')
    }
  })

  it('malformed bodies → 400, never 500', async () => {
    const who = await walletCustomer(h)
    await setUpWallet(h, who)
    for (const [path, body] of [
      ['/api/WalletApi/DebitWallet', '{"Amount":'],
      ['/api/WalletApi/DebitWallet', { Amount: 'lots', Reference: 'abcdef', Pin: PIN }],
      ['/api/v2/WalletApi/GenerateOtp', { OtpType: 'StealPin' }],
      ['/api/PaymentApi/CreatePayment', { Amount: -5 }],
      // Finer than a kobo: refused, not rounded.
      ['/api/PaymentApi/CreatePayment', { Amount: 1.001 }],
      ['/api/WalletApi/DebitWallet', { Amount: 10.005, Reference: 'abcdef', Pin: PIN }],
      ['/api/WalletApi/ChangePin', { Otp: '1', OldPin: PIN, NewPin: '12' }],
    ] as const) {
      const res = await h.call('POST', `${W}${path}`, body, who.wallet)
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400)
      expect(res.body.Errors.length).toBe(1)
    }
    // A code that is not 6 digits, in the words the app uses.
    const shortCode = await h.call(
      'POST',
      `${W}/api/WalletApi/ChangePin`,
      { Otp: '12345', OldPin: PIN, NewPin: PIN },
      who.wallet,
    )
    expect(shortCode.status).toBe(400)
    expect(shortCode.body.Errors).toEqual(['Enter the 6 digit code.'])
    const payBad = await h.call(
      'POST',
      `${P}/Payment/ProcessWalletPayment`,
      { refCode: 'x', pin: 'abcd' },
      who.customer,
    )
    expect(payBad.status).toBe(400)
  })
})
