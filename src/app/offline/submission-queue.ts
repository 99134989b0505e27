import { createStore, del, entries, set } from 'idb-keyval'
import { newRequestKey } from '#app/lib/request-key.ts'
import * as v from 'valibot'
import { ApiError, request, type Service } from '#app/api/http.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { flash } from '#app/ui/flash.ts'
import { compareText } from '#shared/domain/text-order.ts'
import { getUser, onSessionChange } from '#app/lib/session.ts'
import { whenOnline } from './when-online.ts'

// Forms that wait for the network (issue 14): feedback, ratings, route suggestions and partner
// enquiries sent with no signal are kept here and sent when the device is back online. Each
// carries one idempotency key from the first try on, so the server stores it once however often
// it is sent. Each also says who wrote it: a guest's goes as a guest's, and a customer's goes with
// their sign-in or, when that has ended meanwhile (the password changed on another phone), as a
// guest's if a guest may send it too; one that needs the sign-in (a rating) waits for it.

const queue = createStore('waka-submissions', 'queue')
const Queued = v.object({
  service: v.picklist(['settings', 'ambassador']),
  path: v.string(),
  body: v.unknown(),
  /** What was sent, in the traveller's words: 'Your feedback'. */
  label: v.string(),
  queuedAt: v.string(),
  /** The customer signed in when it was written; null for a guest (absent: kept before). */
  customerId: v.optional(v.nullable(v.number())),
  asGuest: v.optional(v.unknown()),
})
type Queued = v.InferOutput<typeof Queued>
const Done = envelopeSchema(v.unknown())

export const QUEUED_NOTICE = "You are offline. We'll send it when you are back online."

export interface Submission {
  service: Extract<Service, 'settings' | 'ambassador'>
  path: string
  body: unknown
  label: string
  /**
   * The body a guest would send, for a call a guest may make too: sent so when the sign-in it
   * was written under has ended, or another traveller is signed in by then. Absent: the call
   * needs that customer (a rating), and waits until they are signed in again.
   */
  asGuest?: unknown
}

const send = (item: Submission, key: string) =>
  request(item.service, item.path, Done, { body: item.body, headers: { 'Idempotency-Key': key } })

const WAITS_FOR_SIGN_IN = 'sign-in'

/**
 * A kept submission, sent later: it never ends the session nor leaves the traveller's page.
 * Answers WAITS_FOR_SIGN_IN when it needs its customer's sign-in, which is not there.
 */
async function sendKept(item: Queued, key: string) {
  const sendAs = (body: unknown, auth: boolean) =>
    request(item.service, item.path, Done, {
      body,
      auth,
      endSession: false,
      headers: { 'Idempotency-Key': key },
    })
  const asGuest = () =>
    item.asGuest === undefined ? WAITS_FOR_SIGN_IN : sendAs(item.asGuest, false)
  const signedIn = getUser()?.CustomersId ?? null
  const writer = item.customerId === undefined ? signedIn : item.customerId
  if (writer === null) return sendAs(item.body, false)
  if (writer !== signedIn) return asGuest()
  try {
    return await sendAs(item.body, true)
  } catch (error) {
    // The sign-in it was written under has ended (refused, and its refresh too).
    if (error instanceof ApiError && error.status === 401) return asGuest()
    throw error
  }
}

const offline = (error: unknown) => error instanceof ApiError && error.status === 0

/** Told when a kept submission has gone out: its key and the server's message. */
type SentListener = (key: string, message: string) => void
const sentListeners = new Set<SentListener>()

/** Hears of kept submissions as they go out (the page that kept one says so). */
export function onQueuedSent(listener: SentListener): () => void {
  sentListeners.add(listener)
  return () => sentListeners.delete(listener)
}

/**
 * Sends now, or keeps it for later when the device is offline. Resolves with the server's
 * message when sent, or the key it is kept under; throws the server's refusal (a wrong field)
 * as an ApiError.
 */
export async function sendOrQueue(
  item: Submission,
): Promise<{ sent: string } | { queued: string }> {
  const key = newRequestKey()
  const keep = async () => {
    const customerId = getUser()?.CustomersId ?? null
    await set(
      key,
      { ...item, customerId, queuedAt: new Date().toISOString() } satisfies Queued,
      queue,
    )
    // main.tsx starts the queue after the page loads; a form sent before that (or while its
    // lazy start could not load, offline) must still go out when the signal comes back.
    startSubmissionQueue()
    return { queued: key }
  }
  if (!navigator.onLine) return keep()
  try {
    return { sent: (await send(item, key)).shortDescription }
  } catch (error) {
    if (offline(error)) return keep()
    throw error
  }
}

// The kept submissions the traveller has been told wait for a sign-in: told once in the tab's
// session, not at every flush nor again on every page load while one waits (kept in
// sessionStorage; a new tab tells again). The page's own copy serves when storage is disabled.
const TOLD_KEY = 'toldWaitingForSignIn'
const toldThisPage = new Set<string>()
const TOLD = v.array(v.string())

function toldInTab(): string[] {
  try {
    const parsed = v.safeParse(TOLD, JSON.parse(sessionStorage.getItem(TOLD_KEY) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function keepTold(keys: string[]) {
  try {
    if (keys.length === 0) sessionStorage.removeItem(TOLD_KEY)
    else sessionStorage.setItem(TOLD_KEY, JSON.stringify(keys))
  } catch {
    // Storage full or disabled: told once per page, as before.
  }
}

/** A kept submission has gone (or been dropped): nothing more to remember of it. */
function forgetTold(key: string) {
  toldThisPage.delete(key)
  const told = toldInTab()
  if (told.includes(key)) keepTold(told.filter((k) => k !== key))
}

/**
 * `item` cannot go until its customer signs in again: they are told so now, when the page said
 * it would go once back online (not another customer signed in here since: it is not theirs).
 */
function tellWaitsForSignIn(key: string, item: Queued) {
  const signedIn = getUser()?.CustomersId ?? null
  const writer = item.customerId === undefined ? signedIn : item.customerId
  const told = toldInTab()
  if (toldThisPage.has(key) || told.includes(key)) return
  if (signedIn !== null && signedIn !== writer) return
  toldThisPage.add(key)
  keepTold([...told, key])
  flash(`${item.label} will be sent once you sign in again.`, 'error', 6000)
}

let flushing: Promise<boolean> | null = null

/**
 * Sends what waits, oldest first; stops at the first network failure to try again later (then it
 * resolves true). What needs a sign-in that has ended is left for when its customer signs in
 * again, and they are told.
 */
export function flushQueue(): Promise<boolean> {
  flushing ??= (async () => {
    const waiting = (await entries(queue).catch(() => []))
      .flatMap(([key, value]) => {
        const parsed = v.safeParse(Queued, value)
        return parsed.success ? [{ key: String(key), item: parsed.output }] : []
      })
      .sort((a, b) => compareText(a.item.queuedAt, b.item.queuedAt))
    for (const { key, item } of waiting) {
      try {
        const answer = await sendKept(item, key)
        if (answer === WAITS_FOR_SIGN_IN) {
          tellWaitsForSignIn(key, item)
          continue
        }
        await del(key, queue)
        forgetTold(key)
        flash(`${item.label} was sent now that you are online.`)
        for (const listener of sentListeners) listener(key, answer.shortDescription)
      } catch (error) {
        if (offline(error)) return true
        // Refused for good (a field the server will never take): say so and drop it.
        await del(key, queue)
        forgetTold(key)
        flash(`${item.label} could not be sent: ${(error as Error).message}`, 'error', 6000)
      }
    }
    return false
  })().finally(() => {
    flushing = null
  })
  return flushing
}

let started = false

/** Sends the waiting submissions now and whenever the device comes back online (once per page). */
export function startSubmissionQueue(): void {
  if (started) return
  started = true
  // A submission waiting for its customer goes once they have signed in again.
  let signedIn = getUser()?.CustomersId ?? null
  onSessionChange(() => {
    const now = getUser()?.CustomersId ?? null
    if (now !== null && now !== signedIn && navigator.onLine) void flushQueue()
    signedIn = now
  })
  // Sent now and when the signal is back, and again shortly while the phone says it is online.
  whenOnline(flushQueue, { now: navigator.onLine })
}
