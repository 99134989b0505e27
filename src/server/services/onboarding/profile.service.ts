import type * as v from 'valibot'
import type {
  CompleteProfileRequest,
  UpdateProfileRequest,
} from '#shared/contract/account-profile.ts'
import * as messages from '#shared/domain/messages.ts'
import { phonesDiffer, toInternationalPhone, toLocalPhone } from '#shared/domain/phone.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import {
  findCustomerByEmail,
  findCustomerById,
  isUniqueViolation,
  updateCustomer,
  type CustomerRow,
} from './customer.repository.ts'
import { toProfile } from './customer-view.ts'
import { checkOtp, otpMessages, sendOtp } from './otp.service.ts'
import { invalidReferralCode } from '#shared/contract/account-profile.ts'
import { recordReferral, referrerFor } from './referral.service.ts'

// SPEC §2 /login-reg and Settings → Profile; SPEC §4 Email verification. A customer only ever
// reads or changes the profile of the access token's subject.

export const profileMessages = {
  notYours: 'You can only update your own profile.',
  emailReadOnly: 'Your e-mail address cannot be changed here.',
  phoneReadOnly: 'Your phone number cannot be changed.',
  emailTaken: 'This e-mail address is already used by another account.',
} as const

async function load(deps: AppDeps, id: number): Promise<CustomerRow> {
  const customer = await findCustomerById(deps.db, id)
  if (!customer) throw notFound('Customer not found.')
  return customer
}

function nextOfKinPhone(customer: CustomerRow, phone: string | null | undefined) {
  if (!phone) return null
  if (!phonesDiffer(phone, customer.phone_number)) throw badRequest(messages.phonesMustDiffer)
  return toLocalPhone(phone)
}

export async function profileOf(deps: AppDeps, id: number) {
  return toProfile(await load(deps, id))
}

/** /customer/updateprofilev2: completes registration (CustomerStage 0 → 1), referral included. */
export async function completeProfile(
  deps: AppDeps,
  id: number,
  input: v.InferOutput<typeof CompleteProfileRequest>,
) {
  const customer = await load(deps, id)
  if (input.phoneNumber && toInternationalPhone(input.phoneNumber) !== customer.phone_number) {
    throw new RequestError(403, profileMessages.notYours)
  }
  const referrer =
    customer.referred_by === null ? await referrerFor(deps, input.referralCode) : null
  if (referrer?.id === customer.id) throw badRequest(invalidReferralCode)
  const updated = await updateCustomer(deps.db, id, {
    title: input.title || null,
    first_name: input.firstName,
    last_name: input.lastName,
    gender: input.gender,
    next_of_kin_name: input.nextOfKinName || null,
    next_of_kin_gender: input.nextOfKinGender ?? null,
    next_of_kin_phone: nextOfKinPhone(customer, input.nextOfKinPhoneNumber),
    customer_stage: Math.max(customer.customer_stage, 1),
  })
  if (referrer) await recordReferral(deps, updated, referrer)
  return toProfile(updated)
}

/** /customer/Update: e-mail and phone are read-only; sending them back unchanged is fine. */
export async function updateProfile(
  deps: AppDeps,
  id: number,
  input: v.InferOutput<typeof UpdateProfileRequest>,
) {
  const customer = await load(deps, id)
  if (input.email && input.email.toLowerCase() !== (customer.email ?? '')) {
    throw badRequest(profileMessages.emailReadOnly)
  }
  if (input.mobile && toInternationalPhone(input.mobile) !== customer.phone_number) {
    throw badRequest(profileMessages.phoneReadOnly)
  }
  const updated = await updateCustomer(deps.db, id, {
    first_name: input.firstName,
    last_name: input.lastName || null,
    gender: input.sex,
    next_of_kin_name: input.nextOfKinName,
    next_of_kin_phone: nextOfKinPhone(customer, input.nextOfKinMobile),
  })
  return toProfile(updated)
}

/** /customer/updateemailv2 and /Otp/sendtoemail: a code to the new address proves it. */
export async function requestEmailVerification(
  deps: AppDeps,
  id: number,
  email: string,
  ip: string,
) {
  const customer = await load(deps, id)
  const owner = await findCustomerByEmail(deps.db, email)
  if (owner && owner.id !== customer.id) throw new RequestError(409, profileMessages.emailTaken)
  return sendOtp(deps, {
    purpose: 'email',
    target: email,
    channel: 'email',
    deliverTo: email,
    customerId: customer.id,
    ip,
  })
}

/** /Otp/verify with an e-mail: the code's customer gets that address, confirmed. */
export async function verifyEmail(
  deps: AppDeps,
  input: { username?: string | null; email: string; code: string },
  ip: string,
) {
  let customer: Awaited<ReturnType<typeof findCustomerById>>
  await checkOtp(deps, {
    purpose: 'email',
    target: input.email,
    code: input.code,
    consume: true,
    ip,
    // A wrong phone is refused before the code is used, so the right request still succeeds.
    accept: async (otp) => {
      customer = otp.customer_id ? await findCustomerById(deps.db, otp.customer_id) : undefined
      if (!customer) throw badRequest(otpMessages.invalid)
      const phone = input.username ? toInternationalPhone(input.username) : null
      if (phone && phone !== customer.phone_number) throw badRequest(otpMessages.invalid)
    },
  })
  if (!customer) throw badRequest(otpMessages.invalid)
  try {
    await updateCustomer(deps.db, customer.id, { email: input.email })
  } catch (error) {
    if (isUniqueViolation(error)) throw new RequestError(409, profileMessages.emailTaken)
    throw error
  }
}
