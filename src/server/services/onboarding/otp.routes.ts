import { Hono } from 'hono'
import {
  CustomerSendOtpRequest,
  CustomerVerifyOtpRequest,
  SendEmailOtpRequest,
  SendPhoneOtpRequest,
  VerifyOtpRequest,
} from '#shared/contract/account.ts'
import * as messages from '#shared/domain/messages.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import { requireCustomer } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { badRequest, ok } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { requestEmailVerification, verifyEmail } from './profile.service.ts'
import { sendPhoneOtp, verifyPhoneOtp } from './registration.service.ts'

// SPEC §7 one-time codes: phone codes for sign-up, e-mail codes for e-mail verification.
export const otpRoutes = new Hono<AppEnv>()

otpRoutes.post('/Otp/sendtophonenumber', async (c) => {
  const body = await jsonBody(c, SendPhoneOtpRequest)
  const sent = await sendPhoneOtp(c.get('deps'), body.phoneNumber, clientIp(c))
  return ok(c, sent, messages.otpSent)
})

otpRoutes.post('/customer/sendotp', async (c) => {
  const body = await jsonBody(c, CustomerSendOtpRequest)
  const sent = await sendPhoneOtp(c.get('deps'), body.username, clientIp(c))
  return ok(c, sent, messages.otpSent)
})

otpRoutes.post('/Otp/sendtoemail', requireCustomer, async (c) => {
  const body = await jsonBody(c, SendEmailOtpRequest)
  const deps = c.get('deps')
  const sent = await requestEmailVerification(deps, c.get('customer').id, body.email, clientIp(c))
  return ok(c, sent, messages.emailOtpSent)
})

otpRoutes.post('/Otp/verify', async (c) => {
  const body = await jsonBody(c, VerifyOtpRequest)
  const deps = c.get('deps')
  if (body.email) {
    const input = { username: body.username, email: body.email, code: body.otpCode }
    await verifyEmail(deps, input, clientIp(c))
    return ok(c, null, messages.emailVerified)
  }
  const phone = toInternationalPhone(body.username ?? '')
  if (!phone) throw badRequest(messages.phoneNigerianOnly)
  await verifyPhoneOtp(deps, phone, body.otpCode, clientIp(c))
  return ok(c, null, messages.phoneVerified)
})

otpRoutes.post('/customer/verifyotp', async (c) => {
  const body = await jsonBody(c, CustomerVerifyOtpRequest)
  await verifyPhoneOtp(c.get('deps'), body.username, body.activationCode, clientIp(c))
  return ok(c, null, messages.otpVerified)
})
