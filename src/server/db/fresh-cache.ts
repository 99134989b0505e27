import type { Database } from './database.ts'
import type { DB } from './schema.ts'
import { writesTo } from './table-writes.ts'

// Issue 9: at 100 travellers at once, every seat search was a database round trip for the same
// few routes and days, and every booking attempt read its bus again. Such an answer is kept for a
// short while (SEARCH_CACHE_MS) and shared by the callers that ask meanwhile, unless this process
// has sent a write to a table it reads since (table-writes.ts): this process's own bookings show
// at once, another process's within the time to live. Nothing is sold on a kept answer: it can
// only refuse a booking; the seats a booking takes are decided by the unique index.

/** At most this many answers per database (a search answer is a few KB); past it, the oldest go. */
const MAX_ENTRIES = 1_000

interface Entry {
  /** The caller's clock when the answer was read (a test's clock moves it on too). */
  at: number
  writes: number
  value: Promise<unknown>
}

const caches = new WeakMap<Database, Map<string, Entry>>()

export interface Freshness {
  db: Database
  /** Now, by the caller's clock, in ms. */
  now: number
  /** How long an answer may be served; 0: never kept. */
  ttlMs: number
  /** The tables the answer reads. */
  reads: readonly (keyof DB)[]
}

const isFresh = (entry: Entry | undefined, { now, ttlMs }: Freshness, writes: number) =>
  entry !== undefined && entry.writes === writes && now >= entry.at && now - entry.at < ttlMs

/** The answer kept for `key` while cachedUntilWrite would still serve it; it never reads. */
export function keptAnswer<T>(freshness: Freshness, key: string): Promise<T> | undefined {
  const hit = caches.get(freshness.db)?.get(key)
  return isFresh(hit, freshness, writesTo(freshness.reads)) ? (hit!.value as Promise<T>) : undefined
}

/** `load()`, or the answer for `key` read less than `ttlMs` ago with no write to `reads` since. */
export function cachedUntilWrite<T>(
  freshness: Freshness,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const { db, now, ttlMs, reads } = freshness
  if (ttlMs <= 0) return load()
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const writes = writesTo(reads)
  const hit = cache.get(key)
  if (isFresh(hit, freshness, writes)) return hit!.value as Promise<T>
  const value = load()
  cache.delete(key)
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  const entry: Entry = { at: now, writes, value }
  cache.set(key, entry)
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  return value
}
