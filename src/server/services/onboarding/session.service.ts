import * as messages from '#shared/domain/messages.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import type { SignInInput } from '#shared/contract/account.ts'
import type { Database } from '#server/db/database.ts'
import type { AppDeps } from '#server/http/env.ts'
import { RequestError } from '#server/http/respond.ts'
import { enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import { verifyPassword } from '#server/security/passwords.ts'
import { randomHex, randomToken, sha256 } from '#server/security/random.ts'
import { signToken, TOKEN_LIFETIME, verifySignatureOnly } from '#server/security/tokens.ts'
import {
  findCustomerByEmail,
  findCustomerByPhone,
  type CustomerRow,
} from './customer.repository.ts'
import { toSignInData, type SessionTokens } from './customer-view.ts'
import {
  findRefreshToken,
  findRefreshTokenById,
  giveUpUnusedSuccessor,
  insertRefreshToken,
  lockSessions,
  markRotated,
  revokeFamily,
} from './session.repository.ts'

// DESIGN §5 sessions: a 15-minute access token and a 30-day refresh token that rotates on every
// use. All refresh tokens of one sign-in share a family; presenting a rotated one again means it
// was stolen (or replayed), so the whole family is revoked.

export const REFRESH_TOKEN_DAYS = 30
const expired = () => new RequestError(401, messages.sessionExpired)

async function issueTokens(
  deps: AppDeps,
  db: Database,
  customerId: number,
  familyId: string,
  // A rotation names the token it is replaced by before that token is written.
  id = randomHex(16),
) {
  const now = deps.clock.now()
  const refreshToken = randomToken(32)
  await insertRefreshToken(db, {
    id,
    family_id: familyId,
    customer_id: customerId,
    token_hash: sha256(refreshToken),
    created_at: now,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  })
  const access = await signToken(deps, 'access', String(customerId), { sid: familyId })
  return { accessToken: access.token, refreshToken, expiresIn: TOKEN_LIFETIME.access }
}

/** A new sign-in: a new family. */
export function startSession(deps: AppDeps, customerId: number): Promise<SessionTokens> {
  return issueTokens(deps, deps.db, customerId, randomHex(16))
}

/** userName is a phone (any Nigerian form) or an e-mail; both fields are rate-limited. */
export async function signIn(deps: AppDeps, input: SignInInput, ip: string) {
  const identifier = input.userName.trim().toLowerCase()
  const phone = toInternationalPhone(identifier)
  await enforceRateLimit(deps, rateRules.signInPerIdentifierAndIp, `${phone ?? identifier} ${ip}`)
  await enforceRateLimit(deps, rateRules.signInPerIdentifier, phone ?? identifier)
  await enforceRateLimit(deps, rateRules.signInPerIp, ip)
  let customer: CustomerRow | undefined
  if (phone) customer = await findCustomerByPhone(deps.db, phone)
  else if (identifier.includes('@')) customer = await findCustomerByEmail(deps.db, identifier)
  const valid = await verifyPassword(customer?.password_hash ?? null, input.password)
  if (!customer || !valid) throw new RequestError(401, messages.wrongCredentials)
  const tokens = await startSession(deps, customer.id)
  return toSignInData(customer, tokens)
}

/**
 * How long a refresh whose answer was lost may be asked again with the same token (README
 * Decision 16: a request whose answer may be lost is safe to send again). On a patchy network
 * the new tokens can be issued and never arrive; without this the retry read as theft and the
 * traveller was signed out everywhere.
 */
export const REFRESH_RETRY_MS = 2 * 60_000

/** /Customer/generatenewtoken: rotates the refresh token; reuse revokes the family. */
export async function refreshSession(
  deps: AppDeps,
  input: { token?: string | null; refreshToken: string },
) {
  const now = deps.clock.now()
  const found = await findRefreshToken(deps.db, sha256(input.refreshToken))
  if (!found) throw expired()
  // The old access token may be expired, but it must be ours and the same customer's.
  const claims = input.token ? await verifySignatureOnly(deps, input.token) : null
  const sameCustomer = !input.token || claims?.sub === String(found.customer_id)
  // Decided and written under the customer's session lock: a twin refresh, a sign-out or a
  // reuse waits for this one, and sees the token it issued.
  const tokens = await deps.db.transaction().execute(async (trx) => {
    await lockSessions(trx, found.customer_id)
    const stored = await findRefreshTokenById(trx, found.id)
    if (!stored) return null
    if (stored.revoked_at) {
      // Given up for a retry (below) yet presented: two holders of one sign-in, which ends. (A
      // token revoked with its whole sign-in changes nothing here.)
      await revokeFamily(trx, stored.family_id, now)
      return null
    }
    if (new Date(stored.expires_at) <= now || !sameCustomer) return null
    if (stored.rotated_at) {
      // Asked again soon after, and what that refresh issued was never used: its answer was
      // lost on the way (or the twin request got in first). That unused token is given up and
      // new ones issued. Otherwise (used since, or later) it is a stolen token replayed, and the
      // whole sign-in ends.
      const retry =
        now.getTime() - new Date(stored.rotated_at).getTime() <= REFRESH_RETRY_MS &&
        stored.replaced_by !== null &&
        (await giveUpUnusedSuccessor(trx, stored.replaced_by, now))
      if (!retry) {
        await revokeFamily(trx, stored.family_id, now)
        return null
      }
    }
    // Rotated (again, after a lost answer: a second lost answer is then a retry of this one).
    const successor = randomHex(16)
    await markRotated(trx, stored.id, now, successor)
    return issueTokens(deps, trx, stored.customer_id, stored.family_id, successor)
  })
  if (!tokens) throw expired()
  return {
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
  }
}

/** Sign out: the refresh token's whole family stops working. Unknown tokens are ignored. */
export async function endSession(deps: AppDeps, refreshToken: string) {
  const found = await findRefreshToken(deps.db, sha256(refreshToken))
  if (!found) return
  // After any refresh of it in flight, so the token that refresh issues is revoked too.
  await deps.db.transaction().execute(async (trx) => {
    await lockSessions(trx, found.customer_id)
    await revokeFamily(trx, found.family_id, deps.clock.now())
  })
}

/** SPEC §4: the anonymous token a client obtains with its fixed application credential. */
export async function applicationToken(deps: AppDeps, clientId: string) {
  const signed = await signToken(deps, 'application', clientId, { azp: clientId })
  return { token: signed.token, expiresIn: TOKEN_LIFETIME.application }
}
