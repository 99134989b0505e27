import { timingSafeEqual } from 'node:crypto'
import * as messages from '#shared/domain/messages.ts'
import type { AppDeps } from '#server/http/env.ts'
import { RequestError } from '#server/http/respond.ts'
import { enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import type { MessageChannel } from '#server/providers/messages/message-sender.ts'
import { messageSender } from '#server/providers/messages/messages.ts'
import { randomOtp, sha256 } from '#server/security/random.ts'
import {
  closeOtp,
  consumeVerifiedOtp,
  countTry,
  findLiveOtp,
  insertOtp,
  retireLiveOtps,
  type OtpPurpose,
} from './otp.repository.ts'

// SPEC §9: 6-digit codes. DESIGN §5: they expire, are single use and allow a few tries.
export const OTP_TTL_MINUTES = 10
export const OTP_MAX_TRIES = 5
/** How long a verified phone stays good for finishing the sign-up form. */
export const VERIFIED_PHONE_MINUTES = 30

export const otpMessages = {
  invalid: messages.otpInvalid,
  expired: 'This OTP has expired, please request a new one.',
  none: 'No OTP is pending for this number, please request a new one.',
  noneForEmail: 'No code is waiting for this email address. Please request a new one.',
  tooManyTries: 'Too many wrong attempts, please request a new OTP.',
  sendFailed: 'We could not send the code right now, please try again.',
} as const

/** Codes that go to an e-mail address: their 'none' must not speak of a number. */
const EMAIL_PURPOSES: ReadonlySet<OtpPurpose> = new Set(['email', 'ambassador-delete'])
const noneFor = (purpose: OtpPurpose) =>
  EMAIL_PURPOSES.has(purpose) ? otpMessages.noneForEmail : otpMessages.none

type OtpRow = NonNullable<Awaited<ReturnType<typeof findLiveOtp>>>

const minutes = (n: number) => n * 60_000
const hashOf = (purpose: OtpPurpose, target: string, code: string) =>
  sha256(`${purpose}:${target}:${code}`)

export interface SendOtpInput {
  purpose: OtpPurpose
  /** What the code proves: the phone, the e-mail, or 'customer:<id>'. */
  target: string
  channel: MessageChannel
  /** Where it goes: a phone or an e-mail address. */
  deliverTo: string
  customerId?: number
  ip: string
  /** The same code also to this e-mail (SPEC §2 wallet OTP: 'sent to your mobile number and email'). */
  alsoEmail?: string
}

/** Rate-limited per target and per IP; returns the code's issue time (SPEC §7 data.dateTime). */
export async function sendOtp(deps: AppDeps, input: SendOtpInput) {
  await enforceRateLimit(deps, rateRules.otpSendPerTarget, input.deliverTo)
  await enforceRateLimit(deps, rateRules.otpSendPerIp, input.ip)
  const now = deps.clock.now()
  const code = randomOtp()
  await retireLiveOtps(deps.db, input.purpose, input.target, now)
  const row = await insertOtp(deps.db, {
    purpose: input.purpose,
    target: input.target,
    customer_id: input.customerId ?? null,
    code_hash: hashOf(input.purpose, input.target, code),
    created_at: now,
    expires_at: new Date(now.getTime() + minutes(OTP_TTL_MINUTES)),
  })
  const text = `Your Waka code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`
  try {
    await messageSender(deps).send({
      channel: input.channel,
      to: input.deliverTo,
      subject: 'Your Waka verification code',
      text,
    })
    if (input.alsoEmail) {
      const subject = 'Your Waka verification code'
      await messageSender(deps).send({ channel: 'email', to: input.alsoEmail, subject, text })
    }
  } catch (error) {
    console.error('OTP delivery failed', error)
    throw new RequestError(502, otpMessages.sendFailed)
  }
  return { dateTime: new Date(row.created_at).toISOString() }
}

export interface CheckOtpInput {
  purpose: OtpPurpose
  target: string
  code: string
  /** Use the code up now (reset, e-mail) rather than keep it verified for a later step (sign-up). */
  consume: boolean
  ip: string
  /**
   * The request's other conditions, checked once the code is right and before it is closed:
   * a request refused here leaves the code for the right one.
   */
  accept?: (otp: OtpRow) => Promise<void>
}

/** Throws a 400 (wrong, expired, none) or 429 (tries spent); returns the code's row when right. */
export async function checkOtp(deps: AppDeps, input: CheckOtpInput) {
  await enforceRateLimit(deps, rateRules.otpVerifyPerIp, input.ip)
  const now = deps.clock.now()
  const otp = await findLiveOtp(deps.db, input.purpose, input.target)
  if (!otp) throw new RequestError(400, noneFor(input.purpose))
  const tries = await countTry(deps.db, otp.id, OTP_MAX_TRIES)
  if (tries === undefined) throw new RequestError(429, otpMessages.tooManyTries)
  if (new Date(otp.expires_at) <= now) throw new RequestError(400, otpMessages.expired)
  const expected = Buffer.from(otp.code_hash, 'hex')
  const given = Buffer.from(hashOf(input.purpose, input.target, input.code), 'hex')
  if (!timingSafeEqual(expected, given)) throw new RequestError(400, otpMessages.invalid)
  await input.accept?.(otp)
  if (!(await closeOtp(deps.db, otp.id, now, input.consume))) {
    throw new RequestError(400, noneFor(input.purpose))
  }
  return otp
}

/** Uses up a recently verified code for the target; false when there is none. */
export async function takeVerifiedOtp(deps: AppDeps, purpose: OtpPurpose, target: string) {
  const now = deps.clock.now()
  const since = new Date(now.getTime() - minutes(VERIFIED_PHONE_MINUTES))
  return (await consumeVerifiedOtp(deps.db, purpose, target, since, now)) !== null
}
