/// <reference lib="webworker" />
// The service worker's composition root (STYLE habit 8): one module per concern.
import { clientsClaim } from 'workbox-core'
import { registerPrecache } from './precache.ts'
import { registerRuntimeCaches } from './runtime-caches.ts'
import { listenForMessages } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

registerPrecache(self.__WB_MANIFEST)
registerRuntimeCaches()
listenForMessages()
// The first visit's page is controlled at once, so "works offline after one visit" holds
// without a second load (DESIGN §9 vite-plugin-pwa note).
clientsClaim()
