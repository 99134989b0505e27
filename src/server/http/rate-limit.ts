import type { Context } from 'hono'
import type { AppDeps } from './env.ts'
import { RequestError } from './respond.ts'
import { countHit } from '#server/security/rate-limit.repository.ts'

// DESIGN §5: rate limits on sign-in, OTP send and verify, booking, kept in the database (fixed windows) so
// every process shares them.

export interface RateRule {
  name: string
  limit: number
  windowSeconds: number
}

const minutes = (n: number) => n * 60

export const rateRules = {
  otpSendPerTarget: { name: 'otp-send:target', limit: 5, windowSeconds: minutes(60) },
  otpSendPerIp: { name: 'otp-send:ip', limit: 20, windowSeconds: minutes(60) },
  otpVerifyPerIp: { name: 'otp-verify:ip', limit: 30, windowSeconds: minutes(15) },
  signInPerIdentifier: { name: 'signin:id', limit: 10, windowSeconds: minutes(15) },
  signInPerIp: { name: 'signin:ip', limit: 50, windowSeconds: minutes(15) },
  passwordChangePerCustomer: { name: 'password-change', limit: 10, windowSeconds: minutes(15) },
  // Guest booking calls need no token (SPEC §6), so an address is what is counted: holds cost
  // nothing until they lapse, and references must not be guessed by brute force.
  bookingCreatePerIp: { name: 'booking-create:ip', limit: 200, windowSeconds: minutes(15) },
  bookingLookupPerIp: { name: 'booking-lookup:ip', limit: 300, windowSeconds: minutes(15) },
} satisfies Record<string, RateRule>

export const tooManyAttempts = 'Too many attempts, please try again later.'

/** Counts a hit for `subject` under `rule`; past the limit, a 429 saying when to retry. */
export async function enforceRateLimit(deps: AppDeps, rule: RateRule, subject: string) {
  const now = deps.clock.now().getTime()
  const windowMs = rule.windowSeconds * 1000
  const windowStart = Math.floor(now / windowMs) * windowMs
  const hits = await countHit(deps.db, `${rule.name}:${subject}`, new Date(windowStart))
  if (hits > rule.limit) {
    const retryAfterSeconds = Math.ceil((windowStart + windowMs - now) / 1000)
    throw new RequestError(429, tooManyAttempts, { retryAfterSeconds })
  }
}

/**
 * The caller's address. Behind a proxy or load balancer (DESIGN §6) it is the last address in
 * X-Forwarded-For: the one our proxy saw, which a client cannot forge by sending the header itself.
 * Directly exposed, the socket's address.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')
  if (forwarded) {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
