import { Hono } from 'hono'
import * as v from 'valibot'
import { IntLike } from '#shared/contract/envelope.ts'
import type { AppEnv } from '#server/http/env.ts'
import { notFound } from '#server/http/respond.ts'
import { parse, query } from '#server/http/validate.ts'
import { departBookingNow, latest } from './enquiries.repository.ts'
import { deviceToken } from '#server/services/tracking/tracking.service.ts'

// Tester tools, mounted with the dev outbox only outside production (app.ts):
//   GET  /api/dev/inbox?kind=feedback|enquiry|suggestion|rating — what came in, newest first;
//   GET  /api/dev/device-token/{imei} — the token a bus's tracking device reports with;
//   POST /api/dev/bookings/{reference}/depart — the booking's buses left an hour ago, so its
//        seats can be rated (SPEC §2 /ratings) without waiting for the day; ?inMinutes=N makes
//        them leave N minutes from now instead (to try the check-in window).
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
  // ?inMinutes=N: leaves N minutes from now instead (check-in windows, issue 12).
  const inMinutes = parse(
    v.optional(v.pipe(IntLike, v.minValue(-10_000), v.maxValue(10_000)), -60),
    c.req.query('inMinutes'),
  )
  const at = new Date(clock.now().getTime() + inMinutes * 60_000)
  const moved = await departBookingNow(db, reference, at)
  if (!moved) throw notFound(`No booking ${reference}.`)
  return c.json({ departed: moved })
})

devInboxRoutes.get('/device-token/:imei', async (c) => {
  const imei = parse(v.pipe(v.string(), v.regex(/^\d{16}$/)), c.req.param('imei'))
  return c.json({ imei, token: await deviceToken(c.get('deps'), imei) })
})
