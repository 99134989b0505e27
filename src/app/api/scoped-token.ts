import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { getUser } from '#app/lib/session.ts'
import { ApiError, exchange, type Service } from './http.ts'

// SPEC §6: the wallet and bills calls carry tokens of their own, issued to the signed-in
// customer (DESIGN §5). Kept in memory only: a reload (sign-out reloads) forgets them.

const TokenAnswer = v.object({ access_token: v.string(), expires_in: v.number() })

export function scopedToken(
  service: Service,
  path: string,
  grantType: string,
  /** What a refused or unreadable token answer says to the traveller. */
  failure: string,
) {
  let held: { token: string; expiresAt: number; customerId: number } | null = null
  return {
    async get(): Promise<string> {
      const customerId = getUser()?.CustomersId
      if (!customerId) throw new ApiError(401, messages.sessionExpired)
      if (held && held.customerId === customerId && held.expiresAt > Date.now()) return held.token
      const { ok, status, json } = await exchange(service, path, {
        method: 'POST',
        body: { grant_type: grantType },
      })
      const parsed = v.safeParse(TokenAnswer, json)
      if (!ok || !parsed.success) throw new ApiError(status, failure)
      held = {
        token: parsed.output.access_token,
        customerId,
        // Renewed a minute early, so a call never goes out with a token about to lapse.
        expiresAt: Date.now() + (parsed.output.expires_in - 60) * 1000,
      }
      return held.token
    },
    /** A call was refused with it: the next one asks for a fresh token. */
    forget() {
      held = null
    },
  }
}
