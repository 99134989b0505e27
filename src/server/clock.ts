/** The server's sense of time, injected so rules and tests agree on "now". */
export interface Clock {
  now: () => Date
}

export const systemClock: Clock = { now: () => new Date() }

export function fixedClock(iso: string): Clock {
  const at = new Date(iso)
  return { now: () => new Date(at) }
}
