import * as v from 'valibot'
import { upTo } from './too-long.ts'

// SPEC §7 Bills calls and SPEC §3 Bills shapes. Amounts in pay advices are kobo (as the switch
// takes them); bills answers carry `payload` (SPEC: payload.billers, payload.paymentitems, …).

const Text = v.pipe(v.string(), v.trim())
const Digits = v.pipe(Text, v.regex(/^\d{6,16}$/, 'must be digits'))

export function billsEnvelopeSchema<T extends v.GenericSchema>(payload: T) {
  return v.object({
    code: v.union([v.string(), v.number()]),
    shortDescription: v.string(),
    payload,
  })
}

export const BillerSchema = v.object({
  billerid: v.number(),
  billername: v.string(),
  categoryid: v.number(),
  shortName: v.string(),
})

export const PaymentItemSchema = v.object({
  paymentitemid: v.string(),
  paymentitemname: v.string(),
  billerid: v.number(),
  amount: v.number(),
  itemFee: v.number(),
  paymentCode: v.string(),
})

export const CustomerValidationRequest = v.object({
  customers: v.pipe(
    v.array(v.object({ customerId: Digits, paymentCode: v.pipe(Text, v.regex(/^\d{3,12}$/)) })),
    v.minLength(1),
    v.maxLength(1),
  ),
})

/**
 * Not the phone rule: TV and electricity advices send it empty (SPEC §9: a placeholder), so only
 * a bound on what is kept and passed to the switch.
 */
const CUSTOMER_MOBILE_MAX = 20

export const PAY_METHODS = ['wallet', 'card'] as const

export const PayAdviceRequest = v.object({
  /** Kobo, without the fee. */
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50_000_000)),
  customerEmail: v.optional(Text),
  customerId: Digits,
  customerMobile: v.optional(v.pipe(Text, upTo(CUSTOMER_MOBILE_MAX, 'Phone number'))),
  paymentCode: v.pipe(Text, v.regex(/^\d{3,12}$/)),
  paymentMethod: v.picklist(PAY_METHODS),
  requestReference: v.pipe(Text, v.regex(/^BP[0-9A-Z]{6,20}$/i, 'Unknown reference.')),
  terminalId: v.optional(Text),
  ticketerEmail: v.optional(Text),
  transactionType: v.optional(Text),
})
export type PayAdvice = v.InferOutput<typeof PayAdviceRequest>

export const BillStatusSchema = v.picklist([
  'created',
  'initialized',
  'paid',
  'pending',
  'success',
  'failed',
  'refunded',
])

export const BillPaymentSchema = v.object({
  reference: v.string(),
  status: BillStatusSchema,
  billerName: v.nullable(v.string()),
  itemName: v.nullable(v.string()),
  customerId: v.nullable(v.string()),
  /** Naira. */
  amount: v.number(),
  fee: v.number(),
  token: v.nullable(v.string()),
  message: v.nullable(v.string()),
  createdAt: v.string(),
})
export type BillPayment = v.InferOutput<typeof BillPaymentSchema>
