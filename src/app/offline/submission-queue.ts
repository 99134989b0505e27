import { createStore, del, entries, set } from 'idb-keyval'
import { newRequestKey } from '#app/lib/request-key.ts'
import * as v from 'valibot'
import { ApiError, request, type Service } from '#app/api/http.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { flash } from '#app/ui/flash.ts'
import { compareText } from '#shared/domain/text-order.ts'

// Forms that wait for the network (issue 14): feedback, ratings, route suggestions and partner
// enquiries sent with no signal are kept here and sent when the device is back online. Each
// carries one idempotency key from the first try on, so the server stores it once however often
// it is sent.

const queue = createStore('waka-submissions', 'queue')
const Queued = v.object({
  service: v.picklist(['settings', 'ambassador']),
  path: v.string(),
  body: v.unknown(),
  /** What was sent, in the traveller's words: 'Your feedback'. */
  label: v.string(),
  queuedAt: v.string(),
})
type Queued = v.InferOutput<typeof Queued>
const Done = envelopeSchema(v.unknown())

export const QUEUED_NOTICE = "You are offline. We'll send it when you are back online."

export interface Submission {
  service: Extract<Service, 'settings' | 'ambassador'>
  path: string
  body: unknown
  label: string
}

const send = (item: Submission, key: string) =>
  request(item.service, item.path, Done, { body: item.body, headers: { 'Idempotency-Key': key } })

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
    await set(key, { ...item, queuedAt: new Date().toISOString() } satisfies Queued, queue)
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

let flushing: Promise<void> | null = null

/** Sends what waits, oldest first; stops at the first network failure to try again later. */
export function flushQueue(): Promise<void> {
  flushing ??= (async () => {
    const waiting = (await entries(queue).catch(() => []))
      .flatMap(([key, value]) => {
        const parsed = v.safeParse(Queued, value)
        return parsed.success ? [{ key: String(key), item: parsed.output }] : []
      })
      .sort((a, b) => compareText(a.item.queuedAt, b.item.queuedAt))
    for (const { key, item } of waiting) {
      try {
        const answer = await send(item, key)
        await del(key, queue)
        flash(`${item.label} was sent now that you are online.`)
        for (const listener of sentListeners) listener(key, answer.shortDescription)
      } catch (error) {
        if (offline(error)) break
        // Refused for good (a field the server will never take): say so and drop it.
        await del(key, queue)
        flash(`${item.label} could not be sent: ${(error as Error).message}`, 'error', 6000)
      }
    }
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
  window.addEventListener('online', () => void flushQueue())
  if (navigator.onLine) void flushQueue()
}
