import * as v from 'valibot'
import { envelopeSchema, IntLike } from './envelope.ts'
import { TicketSchema } from './booking.ts'
import { isWholeKobo } from '#shared/domain/money.ts'

// SPEC §3 Payment gateway and Bank transfer account, SPEC §7 Payments initialise calls, and the
// one confirmation answer every payment result page reads.

export const GatewaySchema = v.object({
  gatewayName: v.string(),
  status: v.boolean(),
  paymentWalletEnumId: v.number(),
})
export const GatewaysResponse = envelopeSchema(v.array(GatewaySchema))

const Reference = v.pipe(
  v.string('reference is required'),
  v.trim(),
  v.nonEmpty('reference is required'),
)
const Url = v.optional(v.nullable(v.string()))

/** An amount in naira a client or a bank may send: never negative, never past ₦1,000,000,000. */
export const SentNaira = v.pipe(
  v.number(),
  v.check(isWholeKobo),
  v.minValue(0),
  v.maxValue(1_000_000_000),
)

// Amounts and e-mails sent by the client are ignored: the booking's own are charged.
export const PaystackInitializeSchema = v.object({
  reference: Reference,
  callback_url: Url,
  /**
   * SPEC §7 sends an amount; only bills use it ('amount in kobo'). A booking is charged its own
   * amount whatever is sent, so any non-negative number passes here.
   */
  amount: v.optional(SentNaira),
})
export const NombaInitializeSchema = v.object({
  order: v.object({ orderReference: Reference, callbackUrl: Url }),
})
export const MoniepointInitializeSchema = v.object({
  paymentReference: v.optional(v.string()),
  reference: v.optional(v.string()),
  redirectUrl: Url,
})
export const OpayInitializeSchema = v.object({ reference: Reference, callbackUrl: Url })
export const OpayVerifySchema = v.object({ reference: Reference, country: v.optional(v.string()) })
export const GenericInitializeSchema = v.object({ reference: Reference, callbackUrl: Url })
export const AzaValidateSchema = v.object({
  ref: v.optional(v.string()),
  reference: v.optional(v.string()),
})
export const GatewaysQuerySchema = v.object({ countryCode: v.optional(v.string(), 'NG') })
export const ServiceIdSchema = v.pipe(IntLike, v.picklist([1, 2, 5], 'Unknown service id.'))

export const BankAccountSchema = v.object({
  reference: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNo: v.string(),
  /** Naira. */
  amount: v.number(),
  /** SPEC §9: one hour after the booking. */
  expiresAt: v.string(),
})

/**
 * Every "Process…/verify/validate" call answers the same way. code '1': data is the Ticket.
 * Otherwise code says why, and data carries the state (HTTP 200: a payment outcome is not a
 * malformed request).
 */
export const CONFIRM_CODE = {
  confirmed: '1',
  failed: '0',
  cancelled: '2',
  pending: '3',
  refunded: '4',
  expired: '5',
} as const

export const ConfirmOutcomeSchema = v.object({
  bookingReferenceCode: v.string(),
  status: v.picklist([
    'failed',
    'cancelled',
    'pending',
    'expired',
    'refunded-to-wallet',
    'refund-due',
  ]),
  amount: v.number(),
})
export type ConfirmOutcome = v.InferOutput<typeof ConfirmOutcomeSchema>
export const ConfirmResponse = envelopeSchema(v.union([TicketSchema, ConfirmOutcomeSchema]))
