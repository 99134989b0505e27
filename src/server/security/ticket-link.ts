import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppDeps } from '#server/http/env.ts'
import { randomToken } from './random.ts'
import { ensureSecret } from './secrets.repository.ts'

// Issue 9: the plain-HTML ticket at /ticket/{reference}?t={token}. The token is an HMAC of the
// reference, so a link sent to the traveller opens that ticket and guessing references opens
// nothing. TICKET_SIGNING_KEY when configured, else one kept in the database like JWT_SECRET.

const keys = new WeakMap<object, Promise<string>>()

function signingKey(deps: AppDeps): Promise<string> {
  if (deps.config.TICKET_SIGNING_KEY) return Promise.resolve(deps.config.TICKET_SIGNING_KEY)
  let key = keys.get(deps.db)
  if (!key) {
    key = ensureSecret(deps.db, 'TICKET_SIGNING_KEY', randomToken(48))
    key.catch(() => keys.delete(deps.db))
    keys.set(deps.db, key)
  }
  return key
}

export async function ticketToken(deps: AppDeps, reference: string): Promise<string> {
  const mac = createHmac('sha256', await signingKey(deps))
  return mac.update(reference.toUpperCase()).digest('base64url').slice(0, 22)
}

/**
 * Whether `token` is the one signed for `reference`, in constant time. `ignoreCase` for tokens
 * that travel in an /api path, which arrives lower-cased (http/mount.ts).
 */
export async function ticketTokenMatches(
  deps: AppDeps,
  reference: string,
  token: string,
  options: { ignoreCase?: boolean } = {},
) {
  const signed = await ticketToken(deps, reference)
  const fold = (text: string) => (options.ignoreCase ? text.toLowerCase() : text)
  const expected = Buffer.from(fold(signed))
  const given = Buffer.from(fold(token))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The link a confirmation message carries. */
export async function ticketLink(deps: AppDeps, reference: string): Promise<string> {
  const base = (deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`).replace(
    /\/+$/,
    '',
  )
  const ref = reference.toUpperCase()
  return `${base}/ticket/${ref}?t=${await ticketToken(deps, ref)}`
}
