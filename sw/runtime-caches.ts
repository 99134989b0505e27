import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'

const okOnly = new CacheableResponsePlugin({ statuses: [200] })

/** SPEC paths match case-insensitively on the server, so they do here too. */
const pathStarts = (prefix: string) => (options: { url: URL }) =>
  options.url.pathname.toLowerCase().startsWith(prefix)

/**
 * Named caches with explicit expiry (STYLE habit 8). SPEC §9 fixes how long two lists may be
 * reused: terminals for 30 minutes, popular routes for a day. Cache-first within that age keeps
 * a patchy network off the critical path of the search form.
 */
export function registerRuntimeCaches() {
  // Terminal lists (departures by country, destinations of a terminal, one terminal): 30 min.
  registerRoute(
    pathStarts('/api/settings/terminal/'),
    new CacheFirst({
      cacheName: 'waka-terminals',
      plugins: [okOnly, new ExpirationPlugin({ maxAgeSeconds: 30 * 60, maxEntries: 80 })],
    }),
  )
  // The map library (left out of the precache: only map pages need it) is kept on first use,
  // so the terminal and tracking maps open offline after one visit (issue 12). Hashed, so
  // cache-first for as long as the name is the same.
  registerRoute(
    (options: { url: URL }) => /^\/assets\/maplibre/.test(options.url.pathname),
    new CacheFirst({
      cacheName: 'waka-maps',
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 8 })],
    }),
  )
  // The plain-HTML ticket a confirmation message links to (issue 9) is the server's page, not the
  // app's: asked of the network first, and kept, so a link opened once opens at the terminal with
  // no signal too. (Answered by the app shell, it was the app's "Page not found".)
  registerRoute(
    (options: { url: URL; request: Request }) =>
      options.request.mode === 'navigate' && pathStarts('/ticket/')(options),
    new NetworkFirst({
      cacheName: 'waka-ticket-pages',
      networkTimeoutSeconds: 6,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 20 })],
    }),
  )
  // Popular routes: refreshed once a day.
  registerRoute(
    pathStarts('/api/settings/route/getpopularroutes'),
    new CacheFirst({
      cacheName: 'waka-popular-routes',
      plugins: [okOnly, new ExpirationPlugin({ maxAgeSeconds: 24 * 60 * 60, maxEntries: 4 })],
    }),
  )
}
