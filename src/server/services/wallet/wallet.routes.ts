import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  ChangePinSchema,
  CreatePaymentSchema,
  CreatePinSchema,
  CreateWalletSchema,
  DebitWalletSchema,
  GenerateOtpSchema,
  ResetPinSchema,
} from '#shared/contract/wallet.ts'
import { IntLike } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { nairaToKobo } from '#shared/domain/money.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import { requireCustomer, type CustomerEnv } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { RequestError, badRequest } from '#server/http/respond.ts'
import { parse } from '#server/http/validate.ts'
import { issueScopedToken, TOKEN_LIFETIME } from '#server/security/tokens.ts'
import { findCustomerById } from '#server/services/onboarding/customer.repository.ts'
import { walletAnswer, walletCall } from './wallet-envelope.ts'
import { createFunding, verifyFunding, virtualAccount } from './wallet-funding.service.ts'
import { changePin, createPin, resetPin, sendPinOtp } from './wallet-pin.service.ts'
import { createWallet, debitWallet, transactions, walletView } from './wallet.service.ts'
import { appOrigin } from '#server/http/origin.ts'

// SPEC §7 Wallet calls, answered `{ Status, Payload, Errors }` with the wallet token.
export const walletRoutes = new Hono<AppEnv>()

/** JSON or a form (SPEC sends DebitWallet and /connect/token as forms); bad input is a 400. */
async function body<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) {
  const type = c.req.header('content-type') ?? ''
  let raw: unknown
  try {
    raw = type.includes('json') ? await c.req.json() : await c.req.parseBody()
  } catch {
    throw badRequest('The request body must be valid JSON or a form.')
  }
  // SPEC §8 'Invalid amount.' is answered as it is, without the field named in front.
  const amount = v.safeParse(schema, raw)
  if (!amount.success && amount.issues[0].message === messages.invalidAmount)
    throw badRequest(messages.invalidAmount)
  return parse(schema, raw, { travellerMessages: true })
}

/**
 * SPEC sends the customer's phone and e-mail with each call; the token decides whose wallet it
 * is, and details that name someone else are refused rather than silently ignored.
 */
async function sameCustomer(
  c: Context<AppEnv>,
  customerId: number,
  given: { PhoneNumber?: string; Email?: string },
) {
  const customer = await findCustomerById(c.get('deps').db, customerId)
  const phone = given.PhoneNumber ? toInternationalPhone(given.PhoneNumber) : null
  const phoneDiffers = given.PhoneNumber && phone !== customer?.phone_number
  const emailDiffers =
    given.Email && given.Email.toLowerCase() !== (customer?.email ?? '').toLowerCase()
  if (!customer || phoneDiffers || emailDiffers)
    throw new RequestError(403, 'These details do not match the signed-in customer.')
}

// SPEC §7 POST /connect/token (client credentials form). A secret shipped in a browser protects
// nothing (DESIGN §5), so the wallet token is issued to the signed-in customer's access token.
walletRoutes.post('/connect/token', requireCustomer, async (c: Context<CustomerEnv>) => {
  const { token } = await issueScopedToken(c.get('deps'), c.get('customer'), 'wallet')
  return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME.wallet })
})

walletRoutes.post(
  '/api/WalletApi/CreateWallet',
  walletCall(async (c, customerId) => {
    await sameCustomer(c, customerId, await body(c, CreateWalletSchema))
    return createWallet(c.get('deps'), customerId)
  }),
)

walletRoutes.get(
  '/api/WalletApi/GetUserWallet',
  walletCall(async (c, customerId) => {
    const phone = c.req.query('phone') ?? c.req.query('PhoneNumber')
    await sameCustomer(c, customerId, { PhoneNumber: phone, Email: c.req.query('email') })
    return walletView(c.get('deps'), customerId)
  }),
)

walletRoutes.post(
  '/api/v2/WalletApi/GenerateOtp',
  walletCall(async (c, customerId) => {
    const input = await body(c, GenerateOtpSchema)
    await sameCustomer(c, customerId, input)
    return sendPinOtp(c.get('deps'), customerId, input.OtpType, clientIp(c))
  }),
)

walletRoutes.post(
  '/api/WalletApi/CreatePin',
  walletCall(async (c, customerId) => {
    const input = await body(c, CreatePinSchema)
    await sameCustomer(c, customerId, input)
    const ip = clientIp(c)
    return createPin(c.get('deps'), customerId, { pin: input.Pin, otp: input.Otp, ip })
  }),
)

walletRoutes.post(
  '/api/WalletApi/ChangePin',
  walletCall(async (c, customerId) => {
    const input = await body(c, ChangePinSchema)
    await sameCustomer(c, customerId, input)
    return changePin(c.get('deps'), customerId, {
      oldPin: input.OldPin,
      newPin: input.NewPin,
      otp: input.Otp,
      ip: clientIp(c),
    })
  }),
)

walletRoutes.post(
  '/api/WalletApi/ResetPin',
  walletCall(async (c, customerId) => {
    const input = await body(c, ResetPinSchema)
    await sameCustomer(c, customerId, input)
    const ip = clientIp(c)
    return resetPin(c.get('deps'), customerId, { newPin: input.NewPin, otp: input.Otp, ip })
  }),
)

walletRoutes.post(
  '/api/WalletApi/DebitWallet',
  walletCall(async (c, customerId) => {
    const input = await body(c, DebitWalletSchema)
    await sameCustomer(c, customerId, input)
    return debitWallet(c.get('deps'), customerId, {
      pin: input.Pin,
      amountKobo: nairaToKobo(input.Amount),
      reference: input.Reference,
      description: input.TransactionDesc ?? '',
    })
  }),
)

walletRoutes.post(
  '/api/PaymentApi/CreatePayment',
  walletCall(async (c, customerId) => {
    const input = await body(c, CreatePaymentSchema)
    await sameCustomer(c, customerId, input)
    return createFunding(c.get('deps'), customerId, nairaToKobo(input.Amount))
  }),
)

walletRoutes.get(
  '/api/PaymentApi/VerifyPaystackRef',
  walletCall(async (c, customerId) => {
    const reference = c.req.query('paymentreference') ?? c.req.query('reference')
    if (!reference) throw badRequest('paymentreference is required.')
    const funding = await verifyFunding(c.get('deps'), reference, { customerId })
    if (funding === 'unreachable')
      throw new RequestError(
        503,
        'We could not reach the payment provider. Please check again shortly.',
      )
    return funding
  }),
)

// SPEC §3 wallet virtual account (vnuban, account_name, max_amount, account_reference) for a
// bank-transfer funding; SPEC names the fields, not the call, so this path is ours.
walletRoutes.post(
  '/api/WalletApi/VirtualAccount',
  walletCall(async (c, customerId) => {
    const input = await body(
      c,
      v.object({ Reference: v.pipe(v.string(), v.trim(), v.minLength(1)) }),
    )
    const deps = c.get('deps')
    await verifyFunding(deps, input.Reference, { customerId })
    return virtualAccount(deps, input.Reference, appOrigin(c))
  }),
)

const PageQuery = v.object({
  page: v.optional(v.pipe(IntLike, v.minValue(1), v.maxValue(10_000)), 1),
  pageSize: v.optional(v.pipe(IntLike, v.minValue(1), v.maxValue(50)), 10),
})

// Our addition (the issue's transaction list): newest first, each with the balance after it.
walletRoutes.get(
  '/api/WalletApi/Transactions',
  walletCall(async (c, customerId) => {
    const { page, pageSize } = parse(PageQuery, {
      page: c.req.query('page') ?? undefined,
      pageSize: c.req.query('pageSize') ?? c.req.query('pagesize') ?? undefined,
    })
    return transactions(c.get('deps'), customerId, page, pageSize)
  }),
)

walletRoutes.all('/api/*', (c) => walletAnswer(c, 404, null, ['No such call.']))
