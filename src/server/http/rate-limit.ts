import type { Context } from 'hono'
import type { AppDeps } from './env.ts'
import { RequestError } from './respond.ts'
import { countHit, deleteCountersBefore } from '#server/security/rate-limit.repository.ts'
import { forwardedIp, limitedUnit, parseTrustProxy, plainIp } from '#server/security/ip-address.ts'

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
  // Ten wrong passwords from one address stop that address only: a stranger's tries must not lock
  // the owner out. Many addresses together (a password guessed at from a botnet) stop at 100.
  signInPerIdentifierAndIp: { name: 'signin:id-ip', limit: 10, windowSeconds: minutes(15) },
  signInPerIdentifier: { name: 'signin:id', limit: 100, windowSeconds: minutes(15) },
  signInPerIp: { name: 'signin:ip', limit: 50, windowSeconds: minutes(15) },
  passwordChangePerCustomer: { name: 'password-change', limit: 10, windowSeconds: minutes(15) },
  // Guest booking calls need no token (SPEC §6), so an address is what is counted: holds cost
  // nothing until they lapse, and references must not be guessed by brute force.
  bookingCreatePerIp: { name: 'booking-create:ip', limit: 200, windowSeconds: minutes(15) },
  bookingLookupPerIp: { name: 'booking-lookup:ip', limit: 300, windowSeconds: minutes(15) },
} satisfies Record<string, RateRule>

export const tooManyAttempts = 'Too many attempts, please try again later.'

const LONGEST_WINDOW_MS =
  Math.max(...Object.values(rateRules).map((rule) => rule.windowSeconds)) * 1000

/** Forgets every window that has ended for all rules (a job, every few minutes). */
export function sweepRateLimitCounters(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteCountersBefore(deps.db, new Date(deps.clock.now().getTime() - LONGEST_WINDOW_MS))
}

/** Counts a hit for `subject` under `rule`; past the limit, a 429 saying when to retry. */
export async function enforceRateLimit(deps: AppDeps, rule: RateRule, subject: string) {
  const now = deps.clock.now().getTime()
  const windowMs = rule.windowSeconds * 1000
  const windowStart = Math.floor(now / windowMs) * windowMs
  const hits = await countHit(deps.db, `${rule.name}:${subject}`, new Date(windowStart))
  if (hits > rule.limit) {
    const retryAfterSeconds = Math.ceil((windowStart + windowMs - now) / 1000)
    // In the body for our client, and as Retry-After (RFC 9110) for any other.
    throw new RequestError(
      429,
      tooManyAttempts,
      { retryAfterSeconds },
      {
        'retry-after': String(retryAfterSeconds),
      },
    )
  }
}

/**
 * The caller's address. Directly exposed (TRUST_PROXY unset or 0), the socket's address: a
 * client that sends its own X-Forwarded-For changes nothing. Behind proxies (DESIGN §6),
 * TRUST_PROXY says which: a hop count n takes the n-th address from the right of
 * X-Forwarded-For (what the outermost of our proxies saw); a list of proxy addresses skips those
 * from the right. IPv4 addresses are compared and answered in their plain form, however the
 * socket spells them.
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return addressOf(
    incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    (c.get('deps') as AppDeps | undefined)?.config.TRUST_PROXY,
  )
}

/**
 * clientIp's rule from the parts of a request (the tracking socket's handshake uses it too): the
 * client's address, an IPv6 one as its /64 (limitedUnit).
 */
export function addressOf(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  setting: string | undefined,
): string {
  return limitedUnit(clientAddress(remoteAddress, forwardedFor, setting))
}

function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  setting: string | undefined,
): string {
  const socket = plainIp(remoteAddress ?? 'unknown')
  const trust = setting ? parseTrustProxy(setting) : null
  // 0 hops: no proxy (tester M: chain.at(-0) was the leftmost entry, the client's own choice).
  if (!trust || ('hops' in trust && trust.hops === 0)) return socket
  // An entry with no address in it (junk a proxy passed on) stands for the proxy's own socket:
  // never a key of the sender's choosing.
  const chain = (forwardedFor ?? '')
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => forwardedIp(entry) ?? socket)
  if ('hops' in trust) return chain.at(-trust.hops) ?? chain[0] ?? socket
  if (!trust.proxies.has(socket)) return socket
  for (let i = chain.length - 1; i >= 0; i--) if (!trust.proxies.has(chain[i]!)) return chain[i]!
  return chain[0] ?? socket
}
