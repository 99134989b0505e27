import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { fundingOverMax, MAX_FUNDING_KOBO } from '#shared/domain/wallet.ts'
import { isWholeKobo } from '#shared/domain/money.ts'
import { personName } from './person-name.ts'

// SPEC §7 Wallet calls: `{ Status, Payload, Errors }` with capitalised names (SPEC §3 Wallet).

export function walletEnvelopeSchema<TPayload extends v.GenericSchema>(payload: TPayload) {
  return v.object({
    Status: v.number(),
    Payload: payload,
    Errors: v.array(v.string()),
  })
}

const Text = v.pipe(v.string(), v.trim())
const Pin = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Pin must be 4 digits.'))
const Otp = v.pipe(v.string(), v.trim(), v.check(isOtpCode, otpTooShort))
const Naira = v.pipe(
  v.union([v.number(), v.pipe(Text, v.regex(/^\d+(\.\d{1,2})?$/, messages.invalidAmount))]),
  v.transform(Number),
  v.number(messages.invalidAmount),
  v.check(isWholeKobo, messages.invalidAmount),
  v.minValue(0.01, messages.invalidAmount),
)
/** Who the call is for: optional, and checked against the token's customer when sent. */
const Identity = {
  PhoneNumber: v.optional(Text),
  Email: v.optional(Text),
}

export const WalletSchema = v.object({
  Id: v.number(),
  AvailableBalance: v.number(),
  BlockedBalance: v.number(),
  LedgerBalance: v.number(),
  CashbackBalance: v.number(),
  Email: v.nullable(v.string()),
  PhoneNumber: v.string(),
  HasPin: v.boolean(),
  IsLocked: v.boolean(),
})
export type Wallet = v.InferOutput<typeof WalletSchema>

export const CreateWalletSchema = v.object({
  ...Identity,
  FirstName: v.optional(v.pipe(Text, personName('First name'))),
  LastName: v.optional(v.pipe(Text, personName('Last name'))),
})

export const OTP_TYPES = ['CreatePin', 'ChangePin', 'ResetPin'] as const
export const GenerateOtpSchema = v.object({ ...Identity, OtpType: v.picklist(OTP_TYPES) })
export const CreatePinSchema = v.object({ ...Identity, Pin, Otp })
export const ChangePinSchema = v.object({ ...Identity, Otp, OldPin: Pin, NewPin: Pin })
export const ResetPinSchema = v.object({ ...Identity, Otp, NewPin: Pin })

/** SPEC §3 wallet debit form (bills): Email, Amount, PhoneNumber, WalletId, Reference, … */
export const DebitWalletSchema = v.object({
  ...Identity,
  Amount: v.pipe(Naira, v.maxValue(MAX_FUNDING_KOBO / 100, messages.invalidAmount)),
  WalletId: v.optional(Text),
  Reference: v.pipe(Text, v.minLength(6), v.maxLength(64), v.regex(/^[\w.:-]+$/)),
  TransactionDesc: v.optional(v.pipe(Text, v.maxLength(200))),
  Pin,
})

/** SPEC §7 CreatePayment: PhoneNumber, Email, Amount, FundingSource 1, PaymentChannel 1, … */
export const CreatePaymentSchema = v.object({
  ...Identity,
  // Over the limit, the traveller is told the limit: 'Invalid amount.' would not say what to change.
  Amount: v.pipe(Naira, v.maxValue(MAX_FUNDING_KOBO / 100, fundingOverMax)),
  FundingSource: v.optional(v.unknown()),
  PaymentChannel: v.optional(v.unknown()),
  Currency: v.optional(v.pipe(Text, v.toLowerCase(), v.literal('ngn'))),
  Narration: v.optional(v.pipe(Text, v.maxLength(200))),
})

export const FundingSchema = v.object({
  Reference: v.string(),
  Amount: v.number(),
  Status: v.picklist(['created', 'initialized', 'credited', 'failed', 'cancelled']),
  Gateway: v.nullable(v.string()),
  ExpiresAt: v.string(),
})
export type Funding = v.InferOutput<typeof FundingSchema>

export const VirtualAccountSchema = v.object({
  account_name: v.string(),
  vnuban: v.string(),
  bank_name: v.string(),
  max_amount: v.number(),
  account_reference: v.string(),
  expires_at: v.string(),
})
export type VirtualAccount = v.InferOutput<typeof VirtualAccountSchema>

export const TransactionSchema = v.object({
  Reference: v.string(),
  Date: v.string(),
  Description: v.string(),
  /** Signed naira: credits positive. */
  Amount: v.number(),
  Pocket: v.picklist(['main', 'cashback']),
  /** The pocket's balance after this entry. */
  BalanceAfter: v.number(),
})
export type WalletTransaction = v.InferOutput<typeof TransactionSchema>

export const TransactionPageSchema = v.object({
  Items: v.array(TransactionSchema),
  Page: v.number(),
  PageSize: v.number(),
  Total: v.number(),
})

/** SPEC §7 POST /Payment/ProcessWalletPayment. walletType: 23 the wallet, 1 the cashback. */
export const ProcessWalletPaymentSchema = v.object({
  refCode: v.pipe(Text, v.minLength(1), v.maxLength(40)),
  pin: Pin,
  email: v.optional(Text),
  phone: v.optional(Text),
  description: v.optional(v.pipe(Text, v.maxLength(200))),
  walletType: v.optional(v.picklist([1, 23, '1', '23'])),
})
