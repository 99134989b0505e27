import * as messages from '#shared/domain/messages.ts'
import { MAX_PIN_ATTEMPTS, walletLocked, wrongPin } from '#shared/domain/wallet.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import { hashPassword, verifyPassword } from '#server/security/passwords.ts'
import {
  findCustomerById,
  updateCustomer,
} from '#server/services/onboarding/customer.repository.ts'
import { checkOtp, sendOtp } from '#server/services/onboarding/otp.service.ts'
import * as wallets from './wallet.repository.ts'

// SPEC §4 Wallet PIN setup, change and reset; DESIGN §3 and §5: the PIN is hashed like a
// password, never logged, and three wrong PINs lock the wallet until a reset by OTP.

export const walletMessages = {
  locked: walletLocked,
  pinExists: 'Your wallet already has a PIN. Use Reset Wallet Pin to change it.',
  pinCreated: messages.pinCreated,
  pinChanged: 'Wallet PIN changed successfully.',
  pinReset: 'Wallet PIN reset successfully.',
  otpSent: 'A 6 digit code has been sent to your mobile number and email.',
} as const

export type OtpType = 'CreatePin' | 'ChangePin' | 'ResetPin'

const otpTarget = (customerId: number, type: OtpType) => `wallet:${customerId}:${type}`

export async function walletOf(deps: AppDeps, customerId: number) {
  const wallet = await wallets.findWallet(deps.db, customerId)
  if (!wallet) throw notFound(messages.walletDoesNotExist)
  return wallet
}

/** SPEC §7 GenerateOtp: one code, to the phone by SMS and to the e-mail when there is one. */
export async function sendPinOtp(deps: AppDeps, customerId: number, type: OtpType, ip: string) {
  await walletOf(deps, customerId)
  const customer = await findCustomerById(deps.db, customerId)
  if (!customer) throw notFound(messages.walletDoesNotExist)
  await sendOtp(deps, {
    purpose: 'wallet-pin',
    target: otpTarget(customerId, type),
    channel: 'sms',
    deliverTo: customer.phone_number,
    customerId,
    ip,
    alsoEmail: customer.email ?? undefined,
  })
  return walletMessages.otpSent
}

async function useOtp(deps: AppDeps, customerId: number, type: OtpType, otp: string, ip: string) {
  const target = otpTarget(customerId, type)
  await checkOtp(deps, { purpose: 'wallet-pin', target, code: otp, consume: true, ip })
}

export async function createPin(
  deps: AppDeps,
  customerId: number,
  input: { pin: string; otp: string; ip: string },
) {
  const wallet = await walletOf(deps, customerId)
  if (wallet.pin_hash) throw badRequest(walletMessages.pinExists)
  await useOtp(deps, customerId, 'CreatePin', input.otp, input.ip)
  await wallets.setPin(deps.db, customerId, await hashPassword(input.pin))
  await updateCustomer(deps.db, customerId, { has_pin: true })
  return walletMessages.pinCreated
}

export async function changePin(
  deps: AppDeps,
  customerId: number,
  input: { oldPin: string; newPin: string; otp: string; ip: string },
) {
  await checkPin(deps, customerId, input.oldPin)
  await useOtp(deps, customerId, 'ChangePin', input.otp, input.ip)
  await wallets.setPin(deps.db, customerId, await hashPassword(input.newPin))
  return walletMessages.pinChanged
}

/** A reset proves the customer by OTP alone, so it is also how a locked wallet is unlocked. */
export async function resetPin(
  deps: AppDeps,
  customerId: number,
  input: { newPin: string; otp: string; ip: string },
) {
  await walletOf(deps, customerId)
  await useOtp(deps, customerId, 'ResetPin', input.otp, input.ip)
  await wallets.setPin(deps.db, customerId, await hashPassword(input.newPin))
  await updateCustomer(deps.db, customerId, { has_pin: true })
  return walletMessages.pinReset
}

/**
 * Throws unless `pin` is the wallet's PIN. The hash is checked outside any transaction (it is
 * slow on purpose); the wrong-PIN count is one guarded update, so concurrent wrong attempts lock
 * the wallet at exactly three (DESIGN §3).
 */
export async function checkPin(deps: AppDeps, customerId: number, pin: string) {
  const wallet = await walletOf(deps, customerId)
  if (!wallet.pin_hash) throw badRequest(messages.walletPinNeeded)
  if (wallet.locked_at) throw badRequest(walletMessages.locked)
  if (await verifyPassword(wallet.pin_hash, pin)) {
    // Locked meanwhile by wrong PINs sent alongside: the right one says only 'locked' too, so a
    // burst of guesses learns nothing past the third wrong one.
    if (!(await wallets.clearWrongPins(deps.db, customerId)))
      throw badRequest(walletMessages.locked)
    return wallet
  }
  const counted = await wallets.countWrongPin(
    deps.db,
    customerId,
    MAX_PIN_ATTEMPTS,
    deps.clock.now(),
  )
  if (!counted || counted.locked_at) throw badRequest(walletMessages.locked)
  throw badRequest(wrongPin)
}

/** Whether the customer's wallet has a PIN (false with no wallet). */
export async function walletHasPin(deps: AppDeps, customerId: number) {
  const wallet = await wallets.findWallet(deps.db, customerId)
  return Boolean(wallet?.pin_hash)
}
