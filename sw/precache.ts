import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallback } from 'workbox-core'
import type { PrecacheEntry } from 'workbox-precaching'
import { PAGE_SNAPSHOT_CACHE, shellWithSnapshot } from '#shared/offline/page-snapshots.ts'
import { withSheetsInline } from '#shared/prerendered-shell.ts'

/**
 * The app shell, scripts, styles and icons, versioned by the build. Every navigation that is not
 * an API call is answered by the shell, so any screen opens with no signal (DESIGN §4); an
 * address whose ticket the app kept as a snapshot gets the shell with that ticket already in it,
 * painted before any script runs, its sheets inline (issue 9).
 */
export function registerPrecache(manifest: Array<PrecacheEntry | string>) {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  const shell = createHandlerBoundToURL('/index.html')
  const handler: RouteHandlerCallback = async (options) => {
    const [response, snapshot] = await Promise.all([
      shell(options),
      caches
        .open(PAGE_SNAPSHOT_CACHE)
        .then((cache) => cache.match(options.url.pathname + options.url.search))
        .catch(() => undefined),
    ])
    if (!snapshot || !response.ok) return response
    const html = await withSheetsInline(
      shellWithSnapshot(await response.text(), await snapshot.text()),
      async (href) => (await matchPrecache(href))?.text(),
    )
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(html, { status: response.status, headers })
  }
  registerRoute(
    new NavigationRoute(handler, {
      // A ticket link is the server's plain-HTML page (runtime-caches.ts).
      denylist: [/^\/api\//i, /^\/socket\.io\//, /^\/ticket\//i],
    }),
  )
}
