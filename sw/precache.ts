import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { PrecacheEntry } from 'workbox-precaching'

/**
 * The app shell, scripts, styles and icons, versioned by the build. Every navigation that is not
 * an API call is answered by the shell, so any screen opens with no signal (DESIGN §4).
 */
export function registerPrecache(manifest: Array<PrecacheEntry | string>) {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//i, /^\/socket\.io\//],
    }),
  )
}
