import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Ticket } from '#shared/contract/booking.ts'
import { TicketSchema } from '#shared/contract/booking.ts'
import { CONFIRM_CODE, ConfirmResponse } from '#shared/contract/payment.ts'
import { bookingMessages } from '#shared/domain/booking-messages.ts'
import * as messages from '#shared/domain/messages.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import { ApiError, request } from '#app/api/http.ts'
import { readSavedTicket, saveTicket } from '#app/offline/ticket-store.ts'

// SPEC §4 Payment confirmation: each result page asks the server, which verifies with the
// provider first (DESIGN §3). One answer shape for every gateway (payment-confirm.service).

const ref = (reference: string) => encodeURIComponent(reference)
const CONFIRM: Record<GatewayKey, (reference: string) => [string, unknown?]> = {
  paystack: (r) => [`/Payment/ProcessPaystackPayment/${ref(r)}/NG`],
  flutterwave: (r) => [`/Payment/ProcessFlutterWavePayment/${ref(r)}`],
  budpay: (r) => [`/Payment/ProcessBudPayPayment/${ref(r)}`],
  nomba: (r) => [`/api/v1/Nomba/processNombaPayment/${ref(r)}`],
  moniepoint: (r) => [`/api/v1/Moniepoint/processMoniepointPayment/${ref(r)}/NGN`],
  opay: (r) => ['/api/v1/OPay/verify', { reference: r, country: 'NG' }],
  bnpl: (r) => [`/Payment/ProcessCreditDirectPayment/${ref(r)}`],
  aza: (r) => [`/api/Webhook/ValidateAzaPayTransaction?ref=${ref(r)}`],
}

export type Outcome = 'failed' | 'cancelled' | 'pending' | 'refunded' | 'expired' | 'unknown'

export type Confirmation =
  /** `notice`: what else the traveller must know, e.g. that a second payment goes back. */
  | { kind: 'ticket'; ticket: Ticket; savedAt?: string; notice?: string }
  | { kind: 'outcome'; outcome: Outcome; message: string }
  | { kind: 'offline'; message: string }

const OUTCOMES: Record<string, Outcome> = {
  [CONFIRM_CODE.failed]: 'failed',
  [CONFIRM_CODE.cancelled]: 'cancelled',
  [CONFIRM_CODE.pending]: 'pending',
  [CONFIRM_CODE.refunded]: 'refunded',
  [CONFIRM_CODE.expired]: 'expired',
}

export const confirmKeys = {
  all: ['payment-confirm'] as const,
  one: (gateway: GatewayKey, reference: string) =>
    [...confirmKeys.all, gateway, reference.toUpperCase()] as const,
}

async function confirm(gateway: GatewayKey, reference: string): Promise<Confirmation> {
  const [path, body] = CONFIRM[gateway](reference)
  try {
    const { data, shortDescription } = await request('payment', path, ConfirmResponse, { body })
    const ticket = v.parse(TicketSchema, data)
    await saveTicket(ticket)
    const paidTwice = [bookingMessages.paidTwiceToWallet, bookingMessages.paidTwiceRefundDue]
    const notice = paidTwice.find((message) => message === shortDescription)
    return { kind: 'ticket', ticket, notice }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 0) {
      // No signal: the ticket this device saw before, if any (DESIGN §4).
      const saved = await readSavedTicket(reference)
      if (saved) return { kind: 'ticket', ticket: saved.ticket, savedAt: saved.savedAt }
      return { kind: 'offline', message: error.shortDescription }
    }
    const outcome = error.status === 200 ? (OUTCOMES[error.code] ?? 'unknown') : 'failed'
    return {
      kind: 'outcome',
      outcome,
      message: error.shortDescription || messages.paymentConfirmError,
    }
  }
}

/** Keyed by gateway and reference; asked once per visit (the server settles idempotently). */
export const confirmQueryOptions = (gateway: GatewayKey, reference: string) =>
  queryOptions({
    queryKey: confirmKeys.one(gateway, reference),
    queryFn: () => confirm(gateway, reference),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  })
