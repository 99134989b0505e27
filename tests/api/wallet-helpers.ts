import { expect } from 'vitest'
import type { Harness } from './harness.ts'
import { bearer, lastCode, signUp } from './accounts-helpers.ts'

// Shared steps of the wallet suites: a signed-in customer with a wallet token, a PIN, funds.

export const W = '/api/wallet'
export const P = '/api/payment'
export const PIN = '2468'

export interface WalletCustomer {
  phone: { local: string; international: string; ip: string }
  /** The customer's access token headers (bookings, ProcessWalletPayment). */
  customer: Record<string, string>
  /** The wallet token headers (SPEC §6: the wallet calls carry their own). */
  wallet: Record<string, string>
}

export async function walletCustomer(h: Harness): Promise<WalletCustomer> {
  const user = await signUp(h)
  const customer = { ...user.headers, 'x-forwarded-for': user.phone.ip }
  const res = await h.app.request(`${W}/connect/token`, {
    method: 'POST',
    headers: { ...customer, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })
  expect(res.status).toBe(200)
  const token = ((await res.json()) as { access_token: string }).access_token
  const wallet = { ...bearer(token), 'x-forwarded-for': user.phone.ip }
  return { phone: user.phone, customer, wallet }
}

/** CreateWallet, GenerateOtp (CreatePin) and CreatePin with the code from the outbox. */
export async function setUpWallet(h: Harness, who: WalletCustomer, pin = PIN) {
  const created = await h.call('POST', `${W}/api/WalletApi/CreateWallet`, {}, who.wallet)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const sent = await h.call(
    'POST',
    `${W}/api/v2/WalletApi/GenerateOtp`,
    { OtpType: 'CreatePin' },
    who.wallet,
  )
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const Otp = await lastCode(h, who.phone.international)
  const set = await h.call('POST', `${W}/api/WalletApi/CreatePin`, { Pin: pin, Otp }, who.wallet)
  expect(set.status, JSON.stringify(set.body)).toBe(200)
}

/** A wallet funding of `naira` asked for as the app asks (CreatePayment): its reference. */
export async function openFunding(h: Harness, who: WalletCustomer, naira: number) {
  const created = await h.call(
    'POST',
    `${W}/api/PaymentApi/CreatePayment`,
    {
      Amount: naira,
      FundingSource: 1,
      PaymentChannel: 1,
      Currency: 'ngn',
      Narration: 'Fund wallet',
    },
    who.wallet,
  )
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.Payload.Reference as string
}

/** Funds through the Paystack sandbox: CreatePayment, initialise (serviceId 5), Pay, verify. */
export async function fund(h: Harness, who: WalletCustomer, naira: number) {
  const reference = await openFunding(h, who, naira)
  const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
    reference,
    serviceId: 5,
    countrycode: 'NG',
  })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  const paid = await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
  expect(paid.status).toBe(303)
  return reference
}

export async function verifyFunding(h: Harness, who: WalletCustomer, reference: string) {
  return h.call(
    'GET',
    `${W}/api/PaymentApi/VerifyPaystackRef?paymentreference=${reference}`,
    undefined,
    who.wallet,
  )
}

export async function balance(h: Harness, who: WalletCustomer) {
  const res = await h.call('GET', `${W}/api/WalletApi/GetUserWallet`, undefined, who.wallet)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Payload as {
    AvailableBalance: number
    CashbackBalance: number
    IsLocked: boolean
  }
}

/** Σ of the customer's ledger entries per pocket, read straight from the database. */
export async function ledgerSums(h: Harness, phone: string) {
  const customer = await h.database.db
    .selectFrom('customers')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirstOrThrow()
  const rows = await h.database.db
    .selectFrom('wallet_ledger_entries')
    .select(['pocket', 'amount_kobo', 'reference', 'kind'])
    .where('customer_id', '=', customer.id)
    .execute()
  const sum = (pocket: string) =>
    rows.filter((r) => r.pocket === pocket).reduce((s, r) => s + Number(r.amount_kobo), 0)
  return { main: sum('main'), cashback: sum('cashback'), rows, customerId: customer.id }
}

export const B = '/api/bills'

/** The bills token headers (SPEC §6), from the customer's own token. */
export async function billsToken(h: Harness, who: WalletCustomer) {
  const res = await h.call('POST', `${B}/token`, {}, who.customer)
  expect(res.status).toBe(200)
  return { ...bearer(res.body.access_token as string), 'x-forwarded-for': who.phone.ip }
}

/** A new bill's reference (GenerateReference): what a wallet debit pays for. */
export async function billReference(h: Harness, bills: Record<string, string>) {
  const res = await h.call('POST', `${B}/PaymentInfo/GenerateReference`, { userPhone: '' }, bills)
  expect(res.status).toBe(200)
  return res.body.payload.transactionReference as string
}
