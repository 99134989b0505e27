import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { phoneProblem } from '#shared/domain/phone.ts'

// What a bills form hands to the checkout: the switch's payment code and the customer it pays
// for, with the amount in kobo (SPEC §3 pay-advice payload), kept for the card's return.

export const BillOrderSchema = v.object({
  categoryId: v.number(),
  billerName: v.string(),
  itemName: v.string(),
  paymentCode: v.string(),
  /** Phone, smart card or meter number. */
  customerId: v.string(),
  customerMobile: v.string(),
  /** Shown in the confirm modal after validation (TV, electricity). */
  customerName: v.nullable(v.string()),
  amountKobo: v.number(),
  feeKobo: v.number(),
})
export type BillOrder = v.InferOutput<typeof BillOrderSchema>

/** SPEC §3 paybillsPayload: the order and its reference, for /paybill-call-back. */
const PayloadSchema = v.object({
  refCode: v.string(),
  order: BillOrderSchema,
  /** When its card checkout was opened (ms); absent in payloads saved before it was kept. */
  savedAt: v.optional(v.number()),
})
const PAYLOAD_KEY = 'paybillsPayload'

/** How long a bill's card checkout can still be paid (the server's card grace, 60 minutes). */
const CARD_CHECKOUT_MS = 60 * 60_000

export function savePaybillsPayload(refCode: string, order: BillOrder) {
  localStorage.setItem(PAYLOAD_KEY, JSON.stringify({ refCode, order, savedAt: Date.now() }))
}

/**
 * The reference of a card checkout opened for this very order within the hour (the traveller
 * went Back from it): the wallet pays that bill rather than a second one, so a card paid later
 * at the checkout left open is given back by the server instead of buying the bill twice.
 */
export function openCardReference(order: BillOrder): string | null {
  try {
    const parsed = v.safeParse(
      PayloadSchema,
      JSON.parse(localStorage.getItem(PAYLOAD_KEY) ?? 'null'),
    )
    if (!parsed.success) return null
    const { refCode, order: saved, savedAt = 0 } = parsed.output
    const same =
      saved.paymentCode === order.paymentCode &&
      saved.customerId === order.customerId &&
      saved.amountKobo === order.amountKobo &&
      saved.feeKobo === order.feeKobo
    return same && Date.now() - savedAt < CARD_CHECKOUT_MS ? refCode : null
  } catch {
    return null
  }
}

export function readPaybillsPayload(refCode: string): BillOrder | null {
  try {
    const parsed = v.safeParse(
      PayloadSchema,
      JSON.parse(localStorage.getItem(PAYLOAD_KEY) ?? 'null'),
    )
    return parsed.success && parsed.output.refCode.toUpperCase() === refCode.toUpperCase()
      ? parsed.output.order
      : null
  } catch {
    return null
  }
}

export function clearPaybillsPayload() {
  localStorage.removeItem(PAYLOAD_KEY)
}

/** SPEC §2: up to 3 recent numbers per form, newest first. */
export function recentNumbers(kind: 'airtime' | 'tv'): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(`billsRecent:${kind}`) ?? '[]') as unknown
    return Array.isArray(list)
      ? list.filter((x): x is string => typeof x === 'string').slice(0, 3)
      : []
  } catch {
    return []
  }
}

export function rememberNumber(kind: 'airtime' | 'tv', value: string) {
  const list = [value, ...recentNumbers(kind).filter((x) => x !== value)].slice(0, 3)
  localStorage.setItem(`billsRecent:${kind}`, JSON.stringify(list))
}

/**
 * Why an airtime or data number is refused, by the shared phone rule (+234…, 234…, 0803 123 4567
 * all pass), with SPEC §8's 'Phone No should be 11 digit' for a wrong length.
 */
export function billPhoneProblem(typed: string): string {
  return phoneProblem(typed, messages.phoneElevenDigits) ?? messages.phoneElevenDigits
}

/** With no signal, every bills call fails: the page says so rather than blame the biller. */
export const BILLS_OFFLINE =
  'You are offline. Paying bills needs a connection; please try again when you are back online.'

/** SPEC §8's message for a failed bills call, or the offline one when the device has no network. */
export function billsProblem(message: string): string {
  return navigator.onLine ? message : BILLS_OFFLINE
}
