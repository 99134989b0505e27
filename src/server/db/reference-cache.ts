import type { Database } from './database.ts'

// Reference data (terminals, routes, document fees) changes only with a migration or the seed,
// yet every seat search reads it (issue 9: the search ran about six queries in a row). Kept per
// database for a short while, so a process never serves it more than REFERENCE_TTL_MS stale.

export const REFERENCE_TTL_MS = 60_000

const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>()

/** `load()` once per `key` and database every REFERENCE_TTL_MS; a failed load is not kept. */
export function cachedReference<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const hit = cache.get(key)
  const now = Date.now()
  if (hit && now - hit.at < REFERENCE_TTL_MS) return hit.value as Promise<T>
  const value = load()
  cache.set(key, { at: now, value })
  value.catch(() => cache.delete(key))
  return value
}
