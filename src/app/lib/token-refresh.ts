import { ApiError, request } from '#app/api/http.ts'
import { RefreshTokenData } from '#shared/contract/account.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { flashAfterReload } from '#app/ui/flash.ts'
import { clearSession, ENDED_KEY, getTokens, getUser, saveTokens, syncSession } from './session.ts'

// SPEC §4 Token, DESIGN §5: refresh tokens rotate and presenting an old one again revokes the
// whole session. So refreshes are serialised: one at a time in this tab, and one at a time across
// tabs (Web Locks), each reading the tokens afresh in case another tab has just rotated them.

const RefreshResponse = envelopeSchema(RefreshTokenData)
const LOCK = 'waka-token-refresh'

let inFlight: Promise<string | null> | null = null

/**
 * A new access token for a session whose token `stale` expired or was refused; null when the
 * session is over. Offline, it throws (the session is kept for when the network is back).
 */
export function refreshAccessToken(stale: string): Promise<string | null> {
  inFlight ??= withLock(() => rotate(stale)).finally(() => {
    inFlight = null
  })
  return inFlight
}

async function withLock(work: () => Promise<string | null>): Promise<string | null> {
  return navigator.locks ? await navigator.locks.request(LOCK, work) : work()
}

async function rotate(stale: string): Promise<string | null> {
  syncSession()
  const tokens = getTokens()
  if (!tokens) return null
  // Another tab (or an earlier call) has already rotated them.
  if (tokens.Token !== stale) return tokens.Token
  try {
    const { data } = await request('onboarding', '/Customer/generatenewtoken', RefreshResponse, {
      body: { token: tokens.Token, refreshToken: tokens.RefreshToken },
      auth: false,
    })
    saveTokens({ Token: data.token, RefreshToken: data.refreshToken })
    return data.token
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error
    return null
  }
}

/**
 * Where an ended session sends the traveller: /login, coming back here once signed in (a
 * checkout keeps its trip and what was typed in the tab). The customer whose session ended is
 * kept in the tab, so another signing in here does not carry on with their checkout (main.tsx).
 */
function signInAgain(): void {
  const customer = getUser()?.CustomersId
  try {
    if (customer !== undefined) sessionStorage.setItem(ENDED_KEY, String(customer))
  } catch {
    // Storage disabled: nothing of the checkout was kept either.
  }
  clearSession()
  const { pathname, search, hash } = window.location
  const here = `${pathname}${search}${hash}`
  window.location.assign(
    pathname === '/login' ? here : `/login?redirect=${encodeURIComponent(here)}`,
  )
}

let ending = false

/**
 * SPEC §4: a failed refresh shows 'Session Expired, Please log in' and goes to /login, which
 * brings the traveller back to this page once signed in again (tester Q). A full load also drops
 * every signed-in answer still held in memory.
 */
export function endExpiredSession(): void {
  if (ending) return
  ending = true
  flashAfterReload(messages.sessionExpired, 'error')
  signInAgain()
}
