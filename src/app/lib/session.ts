import { useSyncExternalStore } from 'react'
import { setAuthHooks } from '#app/api/http.ts'

// SPEC §3 Customer session and Browser storage: the profile under 'user', the tokens under
// 'auth'. Kept in memory too, with a subscription, so the top bar follows sign-in and sign-out
// (in this tab and, through the storage event, in the others).

/** SPEC §3 Customer session, as sign-in returns it (tokens kept apart under 'auth'). */
export interface SessionUser {
  CustomersId: number
  Title: string | null
  Email: string | null
  FirstName: string | null
  LastName: string | null
  /** 0 male, 1 female, null unknown. */
  Gender: number | null
  Image: string | null
  IsConfirmed: boolean
  NextOfKinName: string | null
  NextOfKinPhone: string | null
  PhoneNumber: string
  /** 0 until /login-reg is completed. */
  CustomerStage: number
  referralCode: string | null
  HasPin: boolean
}

export interface SessionTokens {
  Token: string
  RefreshToken: string
}

const USER_KEY = 'user'
const AUTH_KEY = 'auth'
/**
 * SPEC §2: logout clears the stored user and the wallet (and bills) details: a bill being paid and
 * the recent numbers too (bill-order.ts), or the next person on a shared phone is offered them.
 */
const SIGNED_IN_KEYS = [
  USER_KEY,
  AUTH_KEY,
  'wallet',
  'walletPin',
  'bills',
  'paybillsPayload',
  'billsRecent:airtime',
  'billsRecent:tv',
]

let user: SessionUser | null = null
let tokens: SessionTokens | null = null
const listeners = new Set<() => void>()

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/** Reads storage, dropping anything that is not a whole session (a fallback, never a crash). */
function load() {
  const storedUser = readJson(USER_KEY) as SessionUser | null
  const storedAuth = readJson(AUTH_KEY) as SessionTokens | null
  const valid =
    typeof storedUser?.CustomersId === 'number' &&
    typeof storedUser.PhoneNumber === 'string' &&
    typeof storedAuth?.Token === 'string' &&
    typeof storedAuth.RefreshToken === 'string'
  user = valid ? storedUser : null
  tokens = valid ? storedAuth : null
}

function emit() {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  load()
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_KEY || event.key === AUTH_KEY) {
      load()
      emit()
    }
  })
}

/** Re-reads storage (another tab may have changed the session). */
export function syncSession(): void {
  load()
  emit()
}

/** The signed-in customer, or null for a guest. */
export function getUser(): SessionUser | null {
  return user
}

export function getTokens(): SessionTokens | null {
  return tokens
}

/** Starts a session (sign-in) or replaces it. */
export function saveSession(nextUser: SessionUser, nextTokens: SessionTokens): void {
  localStorage.setItem(USER_KEY, JSON.stringify(nextUser))
  localStorage.setItem(AUTH_KEY, JSON.stringify(nextTokens))
  user = nextUser
  tokens = nextTokens
  emit()
}

/** Merges fresh profile fields (profile update, photo) into the signed-in user. */
export function updateUser(changes: Partial<SessionUser>): void {
  if (!user || !tokens) return
  saveSession({ ...user, ...changes }, tokens)
}

export function saveTokens(nextTokens: SessionTokens): void {
  if (user) saveSession(user, nextTokens)
}

export function clearSession(): void {
  for (const key of SIGNED_IN_KEYS) localStorage.removeItem(key)
  user = null
  tokens = null
  emit()
}

/** Called whenever the session changes: here, or in another tab (storage events). */
export function onSessionChange(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUser(): SessionUser | null {
  return useSyncExternalStore(onSessionChange, getUser, () => null)
}

/** True when the JWT's `exp` is within a minute (or unreadable): refresh before using it. */
function expiresSoon(token: string): boolean {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')
    const { exp } = JSON.parse(atob(payload)) as { exp?: number }
    return typeof exp !== 'number' || exp * 1000 < Date.now() + 60_000
  } catch {
    return true
  }
}

/** The customer whose session last ended in this tab (token-refresh.ts keeps it). */
export const ENDED_KEY = 'endedCustomer'

/** The customer whose session last ended in this tab (signInAgain), if any. */
export function endedCustomer(): number | null {
  try {
    const kept = Number(sessionStorage.getItem(ENDED_KEY) ?? Number.NaN)
    return Number.isInteger(kept) ? kept : null
  } catch {
    return null
  }
}

// The API client attaches the customer's token and asks here for a new one when it has expired
// or was refused. The refresh call loads on first need: most visits never make one.
const refresh = (stale: string) =>
  import('./token-refresh.ts').then((m) => m.refreshAccessToken(stale))
// Should its chunk fail to load (a deploy removed it), the session still ends, without the notice.
const expired = () =>
  void import('./token-refresh.ts')
    .then((m) => m.endExpiredSession())
    .catch(() => {
      clearSession()
      window.location.assign('/login')
    })

setAuthHooks({
  accessToken: async () => {
    if (!tokens) return null
    if (!expiresSoon(tokens.Token)) return tokens.Token
    return (await refresh(tokens.Token)) ?? false
  },
  refresh,
  expired,
})
