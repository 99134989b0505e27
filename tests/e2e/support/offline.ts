import type { Page } from '@playwright/test'

/** Waits until the service worker controls the page: from then on it can open with no signal. */
export async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}

/** A query the phone has saved in IndexedDB (the persisted cache), as its last save left it. */
export type KeptQuery = {
  /** The query key's first part: 'customer-profile', 'referral-code', 'booking-history'… */
  name: string
  /** Its second part (whose it is: a customer's id, say), as text. */
  id: string
  /** Asked again after its data came, and failed (no signal): saved since that failed try. */
  failedSince: boolean
  /** Its data as saved, as JSON (a booking's reference in the history, say); none without data. */
  json: string | undefined
}

/**
 * What the persisted cache holds in IndexedDB now. It is saved a moment after the cache changes
 * (query-persister.ts), later still on a busy phone: poll it rather than wait a fixed time.
 */
export async function keptOnPhone(page: Page): Promise<KeptQuery[]> {
  return page.evaluate(async () => {
    // Not opened before the app made it: opened here, it would be made without its store.
    const made = await indexedDB.databases()
    if (!made.some((db) => db.name === 'waka-query-cache')) return []
    return new Promise<KeptQuery[]>((resolve) => {
      const open = indexedDB.open('waka-query-cache')
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('cache')) return resolve([])
        const get = db.transaction('cache').objectStore('cache').get('react-query')
        get.onsuccess = () => {
          type Saved = {
            queryKey: unknown[]
            state: { data?: unknown; dataUpdatedAt: number; errorUpdatedAt: number }
          }
          const queries = (get.result?.clientState?.queries ?? []) as Saved[]
          resolve(
            queries.map((q) => ({
              name: String(q.queryKey[0]),
              id: String(q.queryKey[1]),
              failedSince: q.state.errorUpdatedAt > q.state.dataUpdatedAt,
              json: JSON.stringify(q.state.data),
            })),
          )
        }
        get.onerror = () => resolve([])
      }
      open.onerror = () => resolve([])
    })
  })
}
