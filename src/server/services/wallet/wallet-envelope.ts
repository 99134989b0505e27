import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as messages from '#shared/domain/messages.ts'
import { bearerToken } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { RequestError } from '#server/http/respond.ts'
import { verifyCustomerToken } from '#server/security/tokens.ts'

// SPEC §7 Wallet answers `{ Status, Payload, Errors }` (not the other services' envelope), and
// its calls carry the wallet's own token (SPEC §6), issued by /connect/token to a signed-in
// customer: a customer's access token is refused here, as a wallet token is elsewhere.

export function walletAnswer(
  c: Context,
  status: ContentfulStatusCode,
  payload: unknown,
  errors: string[] = [],
) {
  return c.json({ Status: status, Payload: payload, Errors: errors }, status)
}

async function walletCustomer(c: Context<AppEnv>): Promise<number | null> {
  const token = bearerToken(c)
  if (!token) return null
  const verified = await verifyCustomerToken(c.get('deps'), 'wallet', token)
  return verified?.customerId ?? null
}

/** A wallet call: the wallet token's customer, then the handler's payload or its refusal. */
export function walletCall(
  handler: (c: Context<AppEnv>, customerId: number) => Promise<unknown>,
  options: { status?: ContentfulStatusCode } = {},
) {
  return async (c: Context<AppEnv>) => {
    const customerId = await walletCustomer(c)
    if (customerId === null) return walletAnswer(c, 401, null, [messages.sessionExpired])
    try {
      return walletAnswer(c, options.status ?? 200, await handler(c, customerId))
    } catch (error) {
      if (error instanceof RequestError)
        return walletAnswer(c, error.status, error.data, [error.message])
      throw error
    }
  }
}
