import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '#server/http/env.ts'
import { notFound } from '#server/http/respond.ts'
import { parse, query } from '#server/http/validate.ts'
import { departBookingNow, latest } from './enquiries.repository.ts'

// Tester tools, mounted with the dev outbox only outside production (app.ts):
//   GET  /api/dev/inbox?kind=feedback|enquiry|suggestion|rating — what came in, newest first;
//   POST /api/dev/bookings/{reference}/depart — the booking's buses left an hour ago, so its
//        seats can be rated (SPEC §2 /ratings) without waiting for the day.
export const devInboxRoutes = new Hono<AppEnv>()

const InboxQuery = v.object({
  kind: v.picklist(['feedback', 'enquiry', 'suggestion', 'rating']),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(200))),
})

devInboxRoutes.get('/inbox', async (c) => {
  const params = query(c, InboxQuery)
  return c.json({ items: await latest(c.get('deps').db, params.kind, params.limit ?? 50) })
})

devInboxRoutes.post('/bookings/:reference/depart', async (c) => {
  const reference = parse(v.pipe(v.string(), v.regex(/^[\w-]{4,40}$/)), c.req.param('reference'))
  const { db, clock } = c.get('deps')
  const moved = await departBookingNow(db, reference, new Date(clock.now().getTime() - 3_600_000))
  if (!moved) throw notFound(`No booking ${reference}.`)
  return c.json({ departed: moved })
})
