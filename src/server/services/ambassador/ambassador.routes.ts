import { Hono } from 'hono'
import {
  AmbassadorIdParam,
  EmailParam,
  OtpParam,
  Tier3OtpRequest,
  Tier3UpgradeRequest,
  VerificationIdParam,
} from '#shared/contract/ambassador.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody, parse } from '#server/http/validate.ts'
import * as ambassador from './ambassador.service.ts'

// SPEC §7 calls answered by the ambassador service. SPEC gives the upgrade call only as
// 'POST {hash}{id}': here it is POST /Accounts/Tier3AccountUpgradeRequest/{verificationId}.
export const ambassadorRoutes = new Hono<AppEnv>()

ambassadorRoutes.post('/Accounts/Tier3AccountUpgradeRequest/:id', async (c) => {
  const verificationId = parse(VerificationIdParam, c.req.param('id'))
  const input = await jsonBody(c, Tier3UpgradeRequest, { travellerMessages: true })
  const message = await ambassador.requestUpgrade(c.get('deps'), verificationId, input, clientIp(c))
  return ok(c, null, message)
})

ambassadorRoutes.post('/Accounts/VerifyTier3AccountUpgradeRequestOtp', async (c) => {
  const input = await jsonBody(c, Tier3OtpRequest, { travellerMessages: true })
  return ok(c, null, await ambassador.verifyUpgrade(c.get('deps'), input, clientIp(c)))
})

ambassadorRoutes.get('/Accounts/GetAmbassadorByEmail/:email', async (c) => {
  const email = parse(EmailParam, c.req.param('email'))
  return ok(c, await ambassador.ambassadorByEmail(c.get('deps'), email))
})

// Deletion: ask (sends the code to the official e-mail), ask again, then delete with the code.
ambassadorRoutes.delete('/apiV2/Accounts/DeleteAmbassadorRequest/:id', async (c) => {
  const id = parse(AmbassadorIdParam, c.req.param('id'))
  return ok(c, null, await ambassador.requestDeletion(c.get('deps'), id, clientIp(c)))
})

ambassadorRoutes.get('/Accounts/SendAmbassadorOtp/:id', async (c) => {
  const id = parse(AmbassadorIdParam, c.req.param('id'))
  return ok(c, null, await ambassador.requestDeletion(c.get('deps'), id, clientIp(c)))
})

ambassadorRoutes.delete('/apiV2/Accounts/DeleteWithOTPAmbassador/:id/:otp', async (c) => {
  const id = parse(AmbassadorIdParam, c.req.param('id'))
  const otp = parse(OtpParam, c.req.param('otp'))
  return ok(c, null, await ambassador.deleteWithOtp(c.get('deps'), id, otp, clientIp(c)))
})
