import { Hono } from 'hono'
import * as v from 'valibot'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import type { AppEnv } from '#server/http/env.ts'
import { query } from '#server/http/validate.ts'
import { listOutbox } from '#server/providers/messages/outbox.ts'

// GET /api/dev/outbox?to=…: the messages the outbox "sent", newest first, so a tester (or an
// end-to-end test) can read an OTP. app.ts mounts this only when NODE_ENV is not production.
export const devOutboxRoutes = new Hono<AppEnv>()

const OutboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim())),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(200))),
})

devOutboxRoutes.get('/outbox', async (c) => {
  const params = query(c, OutboxQuery)
  // A '+' in a query string arrives as a space: '?to=+234…' and '?to=0803…' both work.
  const to = params.to ? (toInternationalPhone(params.to) ?? params.to.toLowerCase()) : undefined
  const messages = await listOutbox(c.get('deps').db, { to, limit: params.limit ?? 50 })
  return c.json({ messages })
})
