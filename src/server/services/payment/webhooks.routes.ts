import { createHmac, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppEnv } from '#server/http/env.ts'
import { refusedContent } from '#server/http/edge.ts'
import { fail } from '#server/http/respond.ts'
import { verifyAndSettle } from './payment-confirm.service.ts'
import * as payments from './payment.repository.ts'

// Provider webhooks (our addition; DESIGN §3). The signature is checked on the RAW body before
// anything is parsed; the event is then verified again with the provider (a webhook body is
// never trusted for value) and recorded so a second delivery changes nothing.
export const webhookRoutes = new Hono<AppEnv>()

const Event = v.object({
  event: v.string(),
  data: v.object({
    id: v.union([v.number(), v.string()]),
    reference: v.optional(v.string()),
    tx_ref: v.optional(v.string()),
  }),
})

function sameText(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

async function handle(c: Context<AppEnv>, provider: GatewayKey, raw: string, acts: string[]) {
  const deps = c.get('deps')
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return fail(c, 400, 'The request body must be valid JSON.')
  }
  const refused = refusedContent(json)
  if (refused) return fail(c, 400, refused)
  const parsed = v.safeParse(Event, json)
  if (!parsed.success) return fail(c, 400, 'Unrecognised event.')
  const { event, data } = parsed.output
  const reference = (data.reference ?? data.tx_ref ?? '').toUpperCase()
  const eventId = `${event}:${data.id}`
  // Only charge outcomes move money; anything else is acknowledged and ignored.
  if (!acts.includes(event) || !reference) return c.json({ received: true })
  if (await payments.eventSeen(deps.db, provider, eventId))
    return c.json({ received: true, duplicate: true })
  const settlement = await verifyAndSettle(deps, provider, reference)
  // Unreachable provider: 503 so the provider retries the delivery later.
  if (settlement === 'unreachable') return fail(c, 503, 'Provider unreachable; retry later.')
  // Not settled yet (the provider still says pending): left unrecorded so a redelivery checks again.
  if (settlement.kind === 'pending') return c.json({ received: true, outcome: settlement.kind })
  const now = deps.clock.now()
  await payments.recordEvent(deps.db, { provider, eventId, reference, kind: event, now })
  return c.json({ received: true, outcome: settlement.kind })
}

// Paystack: x-paystack-signature = hex HMAC-SHA512 of the raw body with the secret key.
webhookRoutes.post('/webhooks/paystack', async (c) => {
  const secret = c.get('deps').config.PAYSTACK_SECRET_KEY
  if (!secret) return fail(c, 404, 'Paystack is not configured.')
  const raw = await c.req.text()
  const expected = createHmac('sha512', secret).update(raw).digest('hex')
  if (!sameText(c.req.header('x-paystack-signature') ?? '', expected))
    return fail(c, 401, 'Invalid signature.')
  return handle(c, 'paystack', raw, ['charge.success'])
})

// Flutterwave: the verif-hash header equals the secret hash set on the dashboard.
webhookRoutes.post('/webhooks/flutterwave', async (c) => {
  const hash = c.get('deps').config.FLUTTERWAVE_WEBHOOK_HASH
  if (!hash) return fail(c, 404, 'Flutterwave is not configured.')
  const raw = await c.req.text()
  if (!sameText(c.req.header('verif-hash') ?? '', hash)) return fail(c, 401, 'Invalid signature.')
  return handle(c, 'flutterwave', raw, ['charge.completed'])
})
