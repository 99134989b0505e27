import { compactVerify, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { AppDeps } from '#server/http/env.ts'
import { sessionIsLive } from './live-sessions.ts'
import { jwtSecret } from './secrets.ts'

// DESIGN §5: short-lived HS256 tokens. One audience per kind, so a wallet token never passes as a
// customer's access token and the application token (SPEC §4) never passes as either.

export type TokenKind = 'access' | 'application' | 'wallet' | 'bills'
export type Scope = 'wallet' | 'bills'

/** Seconds each kind lives. Access: 15 minutes, then the refresh token (30 days) renews it. */
export const TOKEN_LIFETIME: Record<TokenKind, number> = {
  access: 15 * 60,
  application: 60 * 60,
  wallet: 15 * 60,
  bills: 15 * 60,
}

const ISSUER = 'waka'
const audience = (kind: TokenKind) => `waka:${kind}`

export interface SignedToken {
  token: string
  expiresAt: Date
}

export async function signToken(
  deps: AppDeps,
  kind: TokenKind,
  subject: string,
  claims: Record<string, string> = {},
): Promise<SignedToken> {
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME[kind] * 1000)
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience(kind))
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await jwtSecret(deps))
  return { token, expiresAt }
}

/** The claims of a valid, unexpired token of that kind, or null. */
export async function verifyToken(
  deps: AppDeps,
  kind: TokenKind,
  token: string,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(deps), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: audience(kind),
      currentDate: deps.clock.now(),
    })
    return payload.sub ? payload : null
  } catch {
    return null
  }
}

/** The claims of a token we signed, expired or not (a refresh presents its expired access token). */
export async function verifySignatureOnly(
  deps: AppDeps,
  token: string,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await compactVerify(token, await jwtSecret(deps), { algorithms: ['HS256'] })
    return JSON.parse(new TextDecoder().decode(payload)) as JWTPayload
  } catch {
    return null
  }
}

/**
 * The customer a token of that kind names, if it is valid and the sign-in it was issued under
 * still stands (signed out, or the password changed or reset, it stops at once).
 */
export async function verifyCustomerToken(
  deps: AppDeps,
  kind: 'access' | Scope,
  token: string,
): Promise<{ customerId: number; sessionId: string } | null> {
  const claims = await verifyToken(deps, kind, token)
  const customerId = Number(claims?.sub)
  const sessionId = claims?.sid
  if (!Number.isInteger(customerId) || customerId <= 0 || typeof sessionId !== 'string') return null
  return (await sessionIsLive(deps.db, customerId, sessionId)) ? { customerId, sessionId } : null
}

/**
 * SPEC §6: wallet and bills calls carry their own token, issued by the wallet/bills services to
 * a signed-in customer, under that customer's sign-in.
 */
export function issueScopedToken(
  deps: AppDeps,
  customer: { id: number; sessionId: string },
  scope: Scope,
) {
  return signToken(deps, scope, String(customer.id), { sid: customer.sessionId })
}
