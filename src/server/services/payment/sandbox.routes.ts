import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { SentNaira } from '#shared/contract/payment.ts'
import * as messages from '#shared/domain/messages.ts'
import { nairaToKobo } from '#shared/domain/money.ts'
import { GATEWAY_KEYS, GATEWAYS, type GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppEnv } from '#server/http/env.ts'
import { fail, ok } from '#server/http/respond.ts'
import { gatewayMode } from '#server/providers/payments/gateways.ts'
import { sandboxCheckoutPath } from '#server/providers/payments/sandbox-gateway.ts'
import {
  findSandboxPayment,
  recordSandboxOutcome,
} from '#server/providers/payments/sandbox-payments.repository.ts'
import { isFundingReference } from '#shared/domain/wallet.ts'
import { confirmPayment, verifyAndSettle } from './payment-confirm.service.ts'
import { sandboxCheckoutPage } from './sandbox-page.ts'

// Our additions (DESIGN §1): the sandbox providers' checkout page and a simulated transfer.
// Pay / Decline / Close record the outcome, then send the browser (303) to the provider's SPEC §2
// callback page with the provider's own query parameter; Close adds status=cancelled.
export const sandboxRoutes = new Hono<AppEnv>()

function sandboxKey(c: Context<AppEnv>): GatewayKey | null {
  const key = c.req.param('gateway') as GatewayKey
  if (!GATEWAY_KEYS.includes(key)) return null
  return gatewayMode(c.get('deps'), key) === 'sandbox' ? key : null
}

sandboxRoutes.get('/sandbox/:gateway/:ref', async (c) => {
  const key = sandboxKey(c)
  const ref = c.req.param('ref').toUpperCase()
  const row = key ? await findSandboxPayment(c.get('deps').db, key, ref) : undefined
  if (!key || !row)
    return c.html('<!doctype html><title>Not found</title><p>No such payment.</p>', 404)
  return c.html(
    sandboxCheckoutPage({
      gateway: GATEWAYS[key],
      reference: row.reference,
      amountKobo: row.amount_kobo,
      email: row.email,
      status: row.status,
      accountNo: row.account_no,
      actionBase: sandboxCheckoutPath(key, row.reference),
    }),
  )
})

const SECOND_TRANSFER =
  'This account number has already received its transfer; the bank returns this one.'

/**
 * Naira, as a customer's bank would send it: the booking's or funding's own amount when absent.
 * Nothing is not a transfer: it would spend the account's one transfer and credit no one.
 */
const TransferSchema = v.object({
  amount: v.optional(
    v.pipe(
      SentNaira,
      v.check((naira) => nairaToKobo(naira) > 0),
    ),
  ),
})

// Registered before /sandbox/:gateway/:ref/:outcome, which would otherwise take it.
// For testers and tests: the customer's transfer into the sandbox account arrives. Aza would
// then notify us; the sandbox settles at once and answers as the confirmation call does.
sandboxRoutes.post('/sandbox/aza/:ref/transfer', async (c) => {
  const deps = c.get('deps')
  const ref = c.req.param('ref').toUpperCase()
  if (gatewayMode(deps, 'aza') !== 'sandbox') return fail(c, 404, m.paymentNotFound)
  const row = await findSandboxPayment(deps.db, 'aza', ref)
  if (!row) return fail(c, 404, m.paymentNotFound)
  // No body is a transfer of the full amount; a body that is not JSON is refused, not taken so.
  const text = await c.req.text()
  let sent: unknown = {}
  try {
    if (text.trim()) sent = JSON.parse(text)
  } catch {
    return fail(c, 400, 'The request body must be valid JSON.')
  }
  const body = v.safeParse(TransferSchema, sent)
  // An amount no bank would send (1e21, say) is refused, not taken for the full amount.
  if (!body.success) return fail(c, 400, messages.invalidAmount)
  // The account takes one transfer, as a checkout's account number does: the bank returns another.
  if (row.status !== 'pending') return fail(c, 409, SECOND_TRANSFER)
  const { amount } = body.output
  const paid = amount === undefined ? undefined : nairaToKobo(amount)
  // Sent many times at once, one transfer arrives; the rest bounce as the second does.
  if (!(await recordSandboxOutcome(deps.db, deps.clock, 'aza', ref, 'success', paid)))
    return fail(c, 409, SECOND_TRANSFER)
  // A wallet funding is credited as its webhook would do it; a booking answers as confirmation.
  if (isFundingReference(ref)) return ok(c, { outcome: await verifyAndSettle(deps, 'aza', ref) })
  return c.json(await confirmPayment(deps, 'aza', ref))
})

const OUTCOMES = { pay: 'success', decline: 'failed', close: 'cancelled' } as const

sandboxRoutes.post('/sandbox/:gateway/:ref/:outcome', async (c) => {
  const key = sandboxKey(c)
  const outcome = OUTCOMES[c.req.param('outcome') as keyof typeof OUTCOMES]
  const ref = c.req.param('ref').toUpperCase()
  const { db, clock } = c.get('deps')
  const row = key ? await findSandboxPayment(db, key, ref) : undefined
  if (!key || !row || !outcome) return fail(c, 404, m.paymentNotFound)
  await recordSandboxOutcome(db, clock, key, ref, outcome)
  const gateway = GATEWAYS[key]
  const target = new URL(row.callback_url ?? gateway.callbackPath, 'http://placeholder')
  target.searchParams.set(gateway.referenceParam, row.reference)
  if (outcome === 'cancelled') target.searchParams.set('status', 'cancelled')
  const location = row.callback_url ? target.toString() : `${target.pathname}${target.search}`
  return c.redirect(location, 303)
})
