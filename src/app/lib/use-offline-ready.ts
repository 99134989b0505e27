import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange)
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange)
}

/**
 * Whether this page can open again with no signal: a service worker controls it. On a first
 * visit it installs some seconds after the page shows (longer on a slow line).
 */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !('serviceWorker' in navigator) || navigator.serviceWorker.controller !== null,
    () => true,
  )
}
