import * as messages from '#shared/domain/messages.ts'
import { passwordProblem } from '#shared/domain/password.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import type { AppDeps } from '#server/http/env.ts'
import type { AuthenticatedCustomer } from '#server/http/auth.ts'
import { badRequest, RequestError } from '#server/http/respond.ts'
import { enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import { hashPassword, verifyPassword } from '#server/security/passwords.ts'
import {
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPhone,
  updateCustomer,
} from './customer.repository.ts'
import { checkOtp, sendOtp } from './otp.service.ts'
import { revokeCustomerSessions } from './session.repository.ts'

// SPEC §4 Forgot password (identifier, code, new password) and Settings → Change Password.

export const wrongOldPassword = 'Your old password is incorrect.'

function findByIdentifier(deps: AppDeps, identifier: string) {
  const phone = toInternationalPhone(identifier)
  if (phone) return findCustomerByPhone(deps.db, phone)
  const email = identifier.trim().toLowerCase()
  return email.includes('@') ? findCustomerByEmail(deps.db, email) : Promise.resolve(undefined)
}

/**
 * Sends a reset code to the phone or e-mail given. Answers the same whether or not an account
 * exists, so the form cannot be used to find out who has one.
 */
export async function sendResetCode(deps: AppDeps, identifier: string, ip: string) {
  const customer = await findByIdentifier(deps, identifier)
  const byEmail = !toInternationalPhone(identifier)
  if (!customer) {
    const key = toInternationalPhone(identifier) ?? identifier.trim().toLowerCase()
    await enforceRateLimit(deps, rateRules.otpSendPerTarget, key)
    await enforceRateLimit(deps, rateRules.otpSendPerIp, ip)
    return { dateTime: deps.clock.now().toISOString() }
  }
  return sendOtp(deps, {
    purpose: 'password-reset',
    target: `customer:${customer.id}`,
    channel: byEmail ? 'email' : 'sms',
    deliverTo: byEmail ? customer.email! : customer.phone_number,
    customerId: customer.id,
    ip,
  })
}

export async function resetPassword(
  deps: AppDeps,
  input: { username: string; newPassword: string; confirmPassword?: string | null; otp: string },
  ip: string,
) {
  if (input.confirmPassword != null && input.confirmPassword !== input.newPassword) {
    throw badRequest(messages.passwordMismatch)
  }
  const problem = passwordProblem(input.newPassword)
  if (problem) throw badRequest(problem)
  const customer = await findByIdentifier(deps, input.username)
  if (!customer) throw badRequest(messages.resetFailed)
  try {
    const target = `customer:${customer.id}`
    await checkOtp(deps, { purpose: 'password-reset', target, code: input.otp, consume: true, ip })
  } catch (error) {
    // SPEC §8: one message for any bad code; a spent limit still says "wait".
    if (error instanceof RequestError && error.status !== 429)
      throw badRequest(messages.resetFailed)
    throw error
  }
  await updateCustomer(deps.db, customer.id, {
    password_hash: await hashPassword(input.newPassword),
  })
  // Whoever knew the old password is signed out everywhere.
  await revokeCustomerSessions(deps.db, customer.id, deps.clock.now())
}

export async function changePassword(
  deps: AppDeps,
  who: AuthenticatedCustomer,
  input: { oldPassword: string; password: string; confirmPassword: string },
) {
  await enforceRateLimit(deps, rateRules.passwordChangePerCustomer, String(who.id))
  if (input.password !== input.confirmPassword) throw badRequest(messages.passwordMismatch)
  const problem = passwordProblem(input.password)
  if (problem) throw badRequest(problem)
  const customer = await findCustomerById(deps.db, who.id)
  if (!customer) throw new RequestError(401, messages.sessionExpired)
  if (!(await verifyPassword(customer.password_hash, input.oldPassword))) {
    throw badRequest(wrongOldPassword)
  }
  await updateCustomer(deps.db, customer.id, { password_hash: await hashPassword(input.password) })
  // Other devices sign in again; this one keeps its session.
  await revokeCustomerSessions(deps.db, customer.id, deps.clock.now(), who.sessionId)
}
