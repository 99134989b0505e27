import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp, enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody, query } from '#server/http/validate.ts'
import {
  ingestPosition,
  shareToken,
  trackBooking,
  trackImei,
  trackShared,
} from './tracking.service.ts'

// SPEC §7 AutoTrack on the booking host, with issue 12's share link and device reports.
export const trackingRoutes = new Hono<AppEnv>()

const Imei = v.object({
  vehicleImei: v.pipe(v.string(), v.trim(), v.regex(/^\d{16}$/, 'Invalid Information!')),
})

trackingRoutes.get('/AutoTrack/vehicletrip', async (c) => {
  const { vehicleImei } = query(c, Imei)
  return ok(c, await trackImei(c.get('deps'), vehicleImei))
})

// SPEC 'track by id' (no auth): the booking reference is the credential, as for its status.
trackingRoutes.get('/AutoTrack/track/:ref', async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingLookupPerIp, clientIp(c))
  const deps = c.get('deps')
  const tracked = await trackBooking(deps, c.req.param('ref'))
  return ok(c, { ...tracked, shareToken: await shareToken(deps, c.req.param('ref')) })
})

// Next of kin follow the trip by the shared link, without an account.
trackingRoutes.get('/AutoTrack/shared/:token', async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingLookupPerIp, clientIp(c))
  return ok(c, await trackShared(c.get('deps'), c.req.param('token')))
})

const Report = v.object({
  imei: v.pipe(v.string(), v.trim(), v.regex(/^\d{16}$/)),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  speed: v.pipe(v.number(), v.minValue(0), v.maxValue(200)),
})

// The bus's device reports where it is: `Authorization: Device <token>` (per vehicle).
trackingRoutes.post('/AutoTrack/device/position', async (c) => {
  const token = /^Device\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
  const report = await jsonBody(c, Report)
  return ok(c, await ingestPosition(c.get('deps'), token, report))
})
