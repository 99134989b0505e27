import {
  PAGE_SHOWN_EVENT,
  PAGE_SNAPSHOT_ATTRIBUTE,
  PAGE_SNAPSHOT_CACHE,
  SNAPSHOT_REFERENCE_HEADER,
} from '#shared/offline/page-snapshots.ts'

// Issue 9: a ticket page is kept as HTML so the next launch of its address (a link from the SMS,
// the tab reopened at the terminal) paints the ticket before the app's scripts have run.

/** Snapshots kept; the oldest go first. */
const KEEP = 20

const here = () => location.pathname + location.search

/** Keeps the page now on screen, which shows the ticket of `reference`, for its address. */
export async function keepPageSnapshot(reference: string) {
  const root = document.getElementById('root')
  if (!root || typeof caches === 'undefined') return
  const copy = root.cloneNode(true) as HTMLElement
  // Only what stays true: not the prompts, toasts, dialogs or 'you are offline' notices.
  copy
    .querySelectorAll(
      '.pwa-prompt, .cookie-consent, .toast, dialog, [role=alert], .prerendered, .result > .notice',
    )
    .forEach((element) => element.remove())
  // Painted before the app runs, its controls would do nothing: shown, but not offered.
  copy
    .querySelectorAll('button, input, select, textarea')
    .forEach((control) => control.setAttribute('disabled', ''))
  const address = here()
  const marker = document.createElement('div')
  marker.className = 'prerendered'
  marker.setAttribute(PAGE_SNAPSHOT_ATTRIBUTE, address)
  // The page's own sheets came with its lazy chunks, not with the shell: named in the snapshot,
  // the painted ticket looks as the app draws it (they are in the service worker's precache).
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const url = new URL(sheet.href, location.href)
    if (url.origin !== location.origin) continue
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.setAttribute('href', url.pathname + url.search)
    marker.append(link)
  }
  marker.append(...copy.childNodes)
  try {
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE)
    await cache.put(
      address,
      new Response(marker.outerHTML, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          [SNAPSHOT_REFERENCE_HEADER]: reference.toUpperCase(),
        },
      }),
    )
    const keys = await cache.keys()
    await Promise.all(keys.slice(0, -KEEP).map((key) => cache.delete(key)))
  } catch {
    // Storage full or unavailable: the ticket is still saved in IndexedDB.
  }
}

/** Forgets every snapshot of this ticket (removed from the phone). */
export async function dropPageSnapshots(reference: string) {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE)
    for (const key of await cache.keys()) {
      const response = await cache.match(key)
      if (response?.headers.get(SNAPSHOT_REFERENCE_HEADER) === reference.toUpperCase())
        await cache.delete(key)
    }
  } catch {
    // Nothing kept.
  }
}

/** Tells the entry that this page now shows its outcome itself: a painted snapshot may go. */
export function announcePageShown() {
  window.dispatchEvent(new Event(PAGE_SHOWN_EVENT))
}
