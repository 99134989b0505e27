// The Date header of each API answer, kept for server-clock.ts, which only the pages that tell
// time load (issue 9: the clock's own code stays off the booking path's first scripts). Answers
// come before the clock does: the newest few wait here for it.

export interface ServerDate {
  /** The server's time, to the second. */
  at: number
  sentAt: number
  receivedAt: number
}

const KEPT = 8
const waiting: ServerDate[] = []
let learn: ((seen: ServerDate) => void) | null = null

/**
 * Notes what an API answer's `Date` header says. Not from an answer a cache may have kept
 * (terminals, popular routes): its Date is when it was first sent.
 */
export function noteServerDate(response: Response, sentAt: number, receivedAt: number): void {
  const date = response.headers.get('date')
  const cache = response.headers.get('cache-control') ?? ''
  if (!date || /max-age=[1-9]|public|immutable/i.test(cache)) return
  const seen = { at: Date.parse(date), sentAt, receivedAt }
  if (learn) return learn(seen)
  waiting.push(seen)
  if (waiting.length > KEPT) waiting.shift()
}

/** The clock takes what was noted so far, and each answer from now on. */
export function followServerDates(listener: (seen: ServerDate) => void): void {
  learn = listener
  for (const seen of waiting.splice(0)) listener(seen)
}
