import * as messages from '#shared/domain/messages.ts'
import { passwordProblem } from '#shared/domain/password.ts'
import type { RegisterInput } from '#shared/contract/account.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, RequestError } from '#server/http/respond.ts'
import { hashPassword } from '#server/security/passwords.ts'
import { randomCode } from '#server/security/random.ts'
import { findCustomerByPhone, insertCustomer, isUniqueViolation } from './customer.repository.ts'
import { checkOtp, sendOtp, takeVerifiedOtp } from './otp.service.ts'
import { recordReferral, referrerFor } from './referral.service.ts'

// SPEC §4 Registration: phone and terms, a 6-digit code, then a password; sign in afterwards.

export const registrationMessages = {
  phoneTaken: 'An account with this phone number already exists, please sign in.',
  verifyFirst: 'Please verify your phone number with the OTP first.',
} as const

export function sendPhoneOtp(deps: AppDeps, phone: string, ip: string) {
  return sendOtp(deps, { purpose: 'phone', target: phone, channel: 'sms', deliverTo: phone, ip })
}

export async function verifyPhoneOtp(deps: AppDeps, phone: string, code: string, ip: string) {
  await checkOtp(deps, { purpose: 'phone', target: phone, code, consume: false, ip })
}

export async function register(deps: AppDeps, input: RegisterInput) {
  if (input.confirmPassword != null && input.confirmPassword !== input.password) {
    throw badRequest(messages.passwordMismatch)
  }
  const problem = passwordProblem(input.password)
  if (problem) throw badRequest(problem)
  const referrer = await referrerFor(deps, input.referralCode)
  const passwordHash = await hashPassword(input.password)
  // Only whoever proved the phone with its code learns whether it has an account: asked first,
  // 'already exists' told anyone which numbers are customers', without limit.
  if (!(await takeVerifiedOtp(deps, 'phone', input.phoneNumber))) {
    throw badRequest(registrationMessages.verifyFirst)
  }
  if (await findCustomerByPhone(deps.db, input.phoneNumber)) {
    throw new RequestError(409, registrationMessages.phoneTaken)
  }
  const customer = await insertWithReferralCode(deps, input.phoneNumber, passwordHash)
  if (referrer) await recordReferral(deps, customer, referrer)
  return customer
}

async function insertWithReferralCode(deps: AppDeps, phone: string, passwordHash: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertCustomer(deps.db, {
        phone_number: phone,
        password_hash: passwordHash,
        referral_code: randomCode(8),
        // The phone was proven by the OTP just used.
        is_confirmed: true,
      })
    } catch (error) {
      if (isUniqueViolation(error, 'customers_phone_number_key')) {
        throw new RequestError(409, registrationMessages.phoneTaken)
      }
      if (attempt >= 3 || !isUniqueViolation(error)) throw error
    }
  }
}
