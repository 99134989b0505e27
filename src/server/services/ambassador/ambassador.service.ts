import type { Tier3UpgradeInput } from '#shared/contract/ambassador.ts'
import * as messages from '#shared/domain/messages.ts'
import { trackingInvalid } from '#shared/domain/tracking-messages.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import { checkOtp, sendOtp } from '#server/services/onboarding/otp.service.ts'
import * as store from './ambassador.repository.ts'

// SPEC §6 Ambassador: the tier 3 upgrade (an invitation's verificationId, eight fields, an OTP
// to the phone given; the verificationId, random and sent only to the ambassador, is what
// proves the invitation is theirs) and account deletion (found by e-mail, an OTP to that official e-mail).

export const ambassadorMessages = {
  invalid: trackingInvalid,
  noAccount: 'No ambassador account uses this e-mail.',
  noPendingUpgrade: 'No upgrade request is waiting for this number, please submit it again.',
  alreadyUpgraded: 'This account is already upgraded to tier 3.',
} as const

/** SPEC §9: anonymous data of a deleted account is kept 5 years. */
const RETAIN_YEARS = 5

const deleteTarget = (id: number) => `ambassador:${id}`

export async function requestUpgrade(
  deps: AppDeps,
  verificationId: string,
  input: Tier3UpgradeInput,
  ip: string,
) {
  const ambassador = await store.findByVerificationId(deps.db, verificationId)
  if (!ambassador) throw notFound(ambassadorMessages.invalid)
  // The invitation is spent once the upgrade is done: no more codes or requests through it.
  if (ambassador.tier >= 3) throw badRequest(ambassadorMessages.alreadyUpgraded)
  const phone = toInternationalPhone(input.phone)
  if (!phone) throw badRequest(messages.phoneNigerianOnly)
  await store.insertUpgrade(deps.db, {
    ambassador_id: ambassador.id,
    first_name: input.firstName,
    last_name: input.lastName,
    phone_number: phone,
    email: input.email.toLowerCase(),
    address: input.address,
    nin: input.nin,
    occupation: input.occupation,
    office_address: input.officeAddress,
    created_at: deps.clock.now(),
  })
  await sendOtp(deps, {
    purpose: 'ambassador-upgrade',
    target: phone,
    channel: 'sms',
    deliverTo: phone,
    ip,
  })
  return messages.upgradeOtp
}

export async function verifyUpgrade(
  deps: AppDeps,
  input: { otp: string; phoneNumber: string },
  ip: string,
) {
  const phone = toInternationalPhone(input.phoneNumber)
  if (!phone) throw badRequest(messages.phoneNigerianOnly)
  const pending = await store.pendingUpgradeFor(deps.db, phone)
  if (!pending) throw badRequest(ambassadorMessages.noPendingUpgrade)
  // Requests made through the invitation before its upgrade was done are dropped with it
  // (tester O: a second one was still verified, and the ambassador had two people's papers).
  if (pending.tier >= 3) throw badRequest(ambassadorMessages.alreadyUpgraded)
  await checkOtp(deps, {
    purpose: 'ambassador-upgrade',
    target: phone,
    code: input.otp,
    consume: true,
    ip,
  })
  if (!(await store.completeUpgrade(deps.db, pending.id, pending.ambassador_id, deps.clock.now())))
    throw badRequest(ambassadorMessages.alreadyUpgraded)
  return messages.requestSuccessful
}

export async function ambassadorByEmail(deps: AppDeps, email: string) {
  const found = await store.findByEmail(deps.db, email)
  if (!found?.email) throw notFound(ambassadorMessages.noAccount)
  return {
    ambassadorId: found.id,
    fullName: `${found.first_name} ${found.last_name}`,
    email: found.email,
    tier: found.tier,
  }
}

/** Sends the deletion code to the ambassador's official e-mail (again, when asked). */
export async function requestDeletion(deps: AppDeps, id: number, ip: string) {
  const found = await store.findById(deps.db, id)
  if (!found?.email) throw notFound(ambassadorMessages.invalid)
  await sendOtp(deps, {
    purpose: 'ambassador-delete',
    target: deleteTarget(id),
    channel: 'email',
    deliverTo: found.email,
    ip,
  })
  return messages.emailOtpSent
}

export async function deleteWithOtp(deps: AppDeps, id: number, otp: string, ip: string) {
  const found = await store.findById(deps.db, id)
  if (!found) throw notFound(ambassadorMessages.invalid)
  await checkOtp(deps, {
    purpose: 'ambassador-delete',
    target: deleteTarget(id),
    code: otp,
    consume: true,
    ip,
  })
  const now = deps.clock.now()
  const retainUntil = new Date(now)
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + RETAIN_YEARS)
  await store.anonymise(deps.db, id, now, retainUntil)
  return messages.accountDeleted
}
