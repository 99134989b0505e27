import { Hono } from 'hono'
import { ForgotPasswordCodeRequest, ResetPasswordRequest } from '#shared/contract/account.ts'
import { ChangePasswordRequest } from '#shared/contract/account-profile.ts'
import * as messages from '#shared/domain/messages.ts'
import { requireCustomer } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { changePassword, resetPassword, sendResetCode } from './password.service.ts'

// SPEC §4 Forgot password and SPEC §2 Settings → Change Password.
export const passwordRoutes = new Hono<AppEnv>()

passwordRoutes.post('/api/customers/ForgotPasswordVerificationCode', async (c) => {
  const identifier = await jsonBody(c, ForgotPasswordCodeRequest)
  return ok(c, await sendResetCode(c.get('deps'), identifier, clientIp(c)), messages.otpSent)
})

passwordRoutes.post('/customer/forgetpasswordv2', async (c) => {
  const body = await jsonBody(c, ResetPasswordRequest)
  await resetPassword(c.get('deps'), body, clientIp(c))
  return ok(c, null, messages.passwordReset)
})

passwordRoutes.on(['POST', 'PUT'], '/customer/ChangePassword', requireCustomer, async (c) => {
  const body = await jsonBody(c, ChangePasswordRequest)
  await changePassword(c.get('deps'), c.get('customer'), body)
  return ok(c, null, messages.passwordChanged)
})
