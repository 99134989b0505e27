import * as v from 'valibot'
import { ErrorEnvelopeSchema, isSuccess } from '#shared/contract/envelope.ts'
import { noteServerDate } from '#app/lib/server-dates.ts'
import { noteSaveData } from '#app/lib/low-data.ts'

// DESIGN §1: each SPEC §7 "host" is a base URL, `VITE_API_<SERVICE>_URL`, default /api/<service>.
// Written out one by one so Vite can replace each variable at build time.
const baseUrls = {
  onboarding: import.meta.env.VITE_API_ONBOARDING_URL ?? '/api/onboarding',
  settings: import.meta.env.VITE_API_SETTINGS_URL ?? '/api/settings',
  booking: import.meta.env.VITE_API_BOOKING_URL ?? '/api/booking',
  payment: import.meta.env.VITE_API_PAYMENT_URL ?? '/api/payment',
  maps: import.meta.env.VITE_API_MAPS_URL ?? '/api/maps',
  ambassador: import.meta.env.VITE_API_AMBASSADOR_URL ?? '/api/ambassador',
  wallet: import.meta.env.VITE_API_WALLET_URL ?? '/api/wallet',
  bills: import.meta.env.VITE_API_BILLS_URL ?? '/api/bills',
} as const

export type Service = keyof typeof baseUrls

/** A call (or a part of the page) that could not reach the server. */
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.'
const UNEXPECTED_MESSAGE = 'Unexpected response from the server, please try again.'
// SPEC §8, also in #shared/domain/messages.ts (not imported here: it would weigh on every page).
const SESSION_EXPIRED = 'Session Expired, Please log in'

/** A failed call: `shortDescription` is the server's message (SPEC §7), fit to show a traveller. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly shortDescription: string

  constructor(status: number, shortDescription: string, code = '0') {
    super(shortDescription)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.shortDescription = shortDescription
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** JSON, or FormData sent as multipart (photo upload). */
  body?: unknown
  /** A scoped token (wallet, bills: SPEC §6) instead of the customer's. */
  token?: string
  /** false: never send the customer's token (sign-in, refresh and other calls made without it). */
  auth?: boolean
  /**
   * false: a sign-in found to have ended fails the call with 401 'Session Expired, Please log in'
   * and leaves the session and the page alone (a form sent in the background: the traveller is
   * not taken to /login from whatever page they are on; their next own call ends the session).
   */
  endSession?: boolean
  /** Extra request headers, e.g. an Idempotency-Key for a replayable submission. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** How the signed-in customer's token reaches each call (set by lib/session.ts). */
export interface AuthHooks {
  /**
   * The customer's access token (refreshed first when it has expired); null for a guest, false
   * when it had expired and the session cannot go on.
   */
  accessToken(): Promise<string | null | false>
  /** A new access token after `stale` was refused, or null when the session cannot go on. */
  refresh(stale: string): Promise<string | null>
  /** The session is over: SPEC §4 'Session Expired, Please log in' and /login. */
  expired(): void
}

let auth: AuthHooks | null = null

export function setAuthHooks(hooks: AuthHooks): void {
  auth = hooks
}

type EnvelopeLike = v.GenericSchema<unknown, { code: string | number; shortDescription: string }>

/**
 * Calls one service and parses the answer with its contract schema. Resolves with the parsed
 * envelope when `code` is '1'; otherwise throws an ApiError carrying `shortDescription`.
 */
export async function request<TSchema extends EnvelopeLike>(
  service: Service,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const { status, ok, json } = await exchange(service, path, options)
  if (!ok) throw errorFrom(status, json)

  const parsed = v.safeParse(schema, json)
  if (!parsed.success) {
    // A well-formed failure envelope (code '0') may not fit the success schema.
    if (v.is(ErrorEnvelopeSchema, json) && !isSuccess(json)) throw errorFrom(status, json)
    throw new ApiError(status, UNEXPECTED_MESSAGE)
  }
  if (!isSuccess(parsed.output)) throw errorFrom(status, parsed.output)
  return parsed.output
}

/**
 * Sends one call with the customer's token (or `options.token`) and answers the status and the
 * parsed JSON, whatever its shape: for services with their own envelope (the wallet's).
 */
export async function exchange(
  service: Service,
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; ok: boolean; json: unknown }> {
  const customer = !options.token && options.auth !== false && auth
  const ended = () => {
    if (customer && options.endSession !== false) customer.expired()
    return new ApiError(401, SESSION_EXPIRED)
  }
  const token = customer ? await customer.accessToken() : options.token
  if (token === false) throw ended()
  let response = await send(service, path, options, token)
  // SPEC §4 Token: a 401 on a customer's call refreshes once and retries; no new token means
  // the session is over.
  if (response.status === 401 && customer && token) {
    const fresh = await customer.refresh(token)
    if (!fresh) throw ended()
    response = await send(service, path, options, fresh)
  }
  const json: unknown = await response.json().catch(() => undefined)
  return { status: response.status, ok: response.ok, json }
}

async function send(
  service: Service,
  path: string,
  options: RequestOptions,
  token: string | null | undefined,
): Promise<Response> {
  const form = options.body instanceof FormData
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  try {
    const sentAt = Date.now()
    const response = await fetch(`${baseUrls[service]}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: form
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    })
    // Every answer says the server's time: countdowns and date windows go by it (tester N).
    noteServerDate(response, sentAt, Date.now())
    // And whether the request asked to save data, which a proxy on the way may add (low-data mode).
    noteSaveData(response)
    return response
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
}

function errorFrom(status: number, json: unknown): ApiError {
  if (v.is(ErrorEnvelopeSchema, json)) {
    return new ApiError(status, json.shortDescription || UNEXPECTED_MESSAGE, String(json.code))
  }
  return new ApiError(status, UNEXPECTED_MESSAGE)
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_MESSAGE): string {
  if (error instanceof ApiError) return error.shortDescription
  return fallback
}
