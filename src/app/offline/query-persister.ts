import { createStore, del, get, set } from 'idb-keyval'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core'
import { getUser, onSessionChange } from '#app/lib/session.ts'

// STYLE habit 3: the persisted cache carries a version; bump it when a cached shape changes and
// old caches are dropped instead of hydrating data the new code cannot read.
// v2: a customer's own queries carry `meta.customer`; v1 caches held histories without it.
export const CACHE_BUSTER = 'waka-cache-v2'
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const SAVE_THROTTLE_MS = 1000

// One idb-keyval store per concern (STYLE: Excalidraw).
const store = createStore('waka-query-cache', 'cache')
const KEY = 'react-query'

/** Saves at most once a second: every cache event would otherwise rewrite IndexedDB. */
function idbPersister(): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: PersistedClient | undefined
  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(() => {
        timer = undefined
        if (pending) void set(KEY, asLastSeen(pending), store).catch(() => undefined)
      }, SAVE_THROTTLE_MS)
    },
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => del(KEY, store),
  }
}

/**
 * A query of one customer's own (`meta: { customer }`, e.g. the booking history) belongs to no one
 * else on this device: on a shared phone, the next person signed in, or none, must not find it.
 */
const someoneElses = (query: Query) =>
  query.meta?.customer !== undefined && query.meta.customer !== (getUser()?.CustomersId ?? null)

/**
 * Only queries that opt in with `meta: { persist: true }` (reference data, not seat counts), with
 * data. One asked again with no signal (its status now 'error') keeps what it had: saved without
 * it, a profile seen online and opened again offline was gone the next time the app started.
 */
function shouldPersist(query: Query): boolean {
  return query.state.data !== undefined && query.meta?.persist === true && !someoneElses(query)
}

/** Saved as the data it last had: a failed try is not restored as an error on the next start. */
function asLastSeen(client: PersistedClient): PersistedClient {
  for (const { state } of client.clientState.queries)
    if (state.error) Object.assign(state, { status: 'success', error: null })
  return client
}

/** Drops another customer's queries, and so (the cache being saved) their copy in IndexedDB. */
const forgetOtherCustomers = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: someoneElses })

/**
 * Restores the cache from IndexedDB and keeps saving it. Resolves when the restore is done (or
 * failed: a broken cache is discarded and the app starts empty).
 */
export function persistQueryCache(queryClient: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: idbPersister(),
    buster: CACHE_BUSTER,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  })
  // Signed out (this tab reloads home, and starts here) or signed in as someone else.
  onSessionChange(() => forgetOtherCustomers(queryClient))
  return restored.then(
    () => forgetOtherCustomers(queryClient),
    () => undefined,
  )
}
