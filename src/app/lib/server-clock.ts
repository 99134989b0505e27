import { useEffect, useSyncExternalStore } from 'react'
import { afterSettling } from './after-settling.ts'
import { followServerDates, noteServerDate } from './server-dates.ts'

// The product runs on the server's (Lagos) time whatever the phone's clock says (tester N: a
// phone 75 minutes fast was told its seats were released while the server still held them). The
// server's answers say what time it is there; this keeps how far the phone's clock is from it.
//
// Each answer bounds the offset (server time minus phone time): the server wrote its time
// somewhere between the call leaving and the answer arriving. The bounds of several answers are
// intersected, so the estimate tightens and does not jump with each answer; bounds that do not
// meet mean one of the clocks was set since, and the newest answer starts again.

interface Bounds {
  low: number
  high: number
}

let bounds: Bounds | null = null
const listeners = new Set<() => void>()

/**
 * The server said its time was between `serverLow` and `serverHigh` (ms) while the phone's clock
 * went from `sentAt` to `receivedAt`.
 */
export function learnServerTime(
  serverLow: number,
  serverHigh: number,
  sentAt: number,
  receivedAt: number,
): void {
  if (!Number.isFinite(serverLow) || !Number.isFinite(serverHigh) || receivedAt < sentAt) return
  const seen = { low: serverLow - receivedAt, high: serverHigh - sentAt }
  const low = Math.max(seen.low, bounds?.low ?? -Infinity)
  const high = Math.min(seen.high, bounds?.high ?? Infinity)
  bounds = low <= high ? { low, high } : seen
  for (const listener of listeners) listener()
}

// Every API answer says the server's time (http.ts notes it; server-dates.ts).
followServerDates(({ at, sentAt, receivedAt }) => learnServerTime(at, at + 999, sentAt, receivedAt))

/** Server time minus phone time, in ms; 0 (the phone's own clock) until an answer has said. */
export function serverOffset(): number {
  return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0
}

/** The server's time now, as well as this phone knows it. */
export function serverNow(): Date {
  return new Date(Date.now() + serverOffset())
}

/** For useSyncExternalStore: called whenever the estimate may have changed. */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let asking: Promise<void> | null = null

/**
 * Asks the server's time once (/api/health), when no answer has told it yet: for a page, such as
 * the home's search form, that may have had only cached answers. Never throws: with no signal the
 * phone's clock stands in.
 */
export function askServerTime(): Promise<void> {
  if (bounds) return Promise.resolve()
  asking ??= (async () => {
    try {
      const sentAt = Date.now()
      const response = await fetch('/api/health', { cache: 'no-store' })
      const receivedAt = Date.now()
      const body = (await response.json()) as { time?: unknown }
      const time = typeof body.time === 'string' ? Date.parse(body.time) : NaN
      if (Number.isFinite(time)) learnServerTime(time, time, sentAt, receivedAt)
      else noteServerDate(response, sentAt, receivedAt)
    } catch {
      // No signal: asked again by the next page that needs it.
    } finally {
      asking = null
    }
  })()
  return asking
}

/**
 * The server's time now, for a component that tells Lagos days or times by it (search windows,
 * whether a trip is past): drawn again once the server's time is known. When no answer has told
 * it yet, it is asked once the page has settled, so the component is usable at once on the phone's
 * clock (tester N). Offline, the last known offset or the phone's clock stands in.
 */
export function useServerNow(): Date {
  useSyncExternalStore(subscribeServerClock, serverOffset)
  // Once the page has settled: drawn out of sight first, a page runs its effects before the
  // traveller sees it, and the question went out with the first paint's requests (issue 9).
  useEffect(() => afterSettling(() => void askServerTime(), 300, 1000), [])
  return serverNow()
}
