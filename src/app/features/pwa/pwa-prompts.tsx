import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { useInstallPrompt } from './use-install-prompt.ts'
import './pwa-prompts.css'

/** This tab's traveller said Reload: the new version may take over this page. */
let reloadAsked = false
let promptAgain: (() => void) | null = null
let registration: ServiceWorkerRegistration | undefined

/** At most this often, an open app asks whether there is a new version (a resumed phone app
 * never loads a page again, so it would not learn of one). */
const UPDATE_CHECK_MS = 15 * 60 * 1000

function watchForUpdates(registered: ServiceWorkerRegistration) {
  registration = registered
  let checkedAt = Date.now()
  const check = () => {
    if (!navigator.onLine || Date.now() - checkedAt < UPDATE_CHECK_MS) return
    checkedAt = Date.now()
    registered.update().catch(() => undefined)
  }
  document.addEventListener('visibilitychange', () => document.hidden || check())
  window.addEventListener('online', check)
  setInterval(check, UPDATE_CHECK_MS)

  // A new version took over (not the first worker taking a first visit's page). The tab whose
  // traveller said Reload reloads; another (its traveller said Later, or was never asked) keeps
  // its page, a form half filled say, and the prompt comes back for its traveller to decide.
  // Watched here rather than through the plugin, which tells a page only if it had a worker
  // when it loaded: a first visit's tab never reloaded.
  let hadController = navigator.serviceWorker.controller !== null
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const update = hadController
    hadController = true
    if (reloadAsked) window.location.reload()
    else if (update) promptAgain?.()
  })

  // A version found waiting: the prompt, in every tab. Watched here too because workbox-window
  // stops telling a page of new versions after the first it calls external (found a minute or
  // more after the page loaded): a tab that said Later never heard of the next deploy.
  const offer = () => {
    if (registered.waiting && navigator.serviceWorker.controller) promptAgain?.()
  }
  registered.addEventListener('updatefound', () => {
    const installing = registered.installing
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offer())
  })
  offer()
}

/**
 * Install and 'update available' prompts (DESIGN §4), rendered once by the root layout. The
 * worker is registered here and nowhere else; an update waits until the traveller says reload,
 * so a booking in progress is never interrupted.
 */
export function PwaPrompts() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Reloading is decided in watchForUpdates, never by the plugin for every tab at once.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url: string, registration?: ServiceWorkerRegistration) => {
      if (registration) watchForUpdates(registration)
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  })
  useEffect(() => {
    promptAgain = () => setNeedRefresh(true)
    return () => {
      promptAgain = null
    }
  }, [setNeedRefresh])
  const { canInstall, install, dismiss } = useInstallPrompt()

  if (needRefresh) {
    return (
      <div className="pwa-prompt" role="alert">
        <p>A new version of Waka is available.</p>
        <div className="pwa-prompt__actions">
          <button
            type="button"
            className="pwa-prompt__primary"
            onClick={() => {
              reloadAsked = true
              // A version waiting is told to take over (the page reloads when it has); one that
              // already took over from another tab only needs the page loaded again.
              if (registration?.waiting) void updateServiceWorker(true)
              else window.location.reload()
            }}
          >
            Reload
          </button>
          <button type="button" onClick={() => setNeedRefresh(false)}>
            Later
          </button>
        </div>
      </div>
    )
  }

  if (canInstall) {
    return (
      <div className="pwa-prompt" role="region" aria-label="Install Waka">
        <p>Install Waka for quick access and your tickets offline.</p>
        <div className="pwa-prompt__actions">
          <button type="button" className="pwa-prompt__primary" onClick={() => void install()}>
            Install app
          </button>
          <button type="button" onClick={dismiss}>
            Not now
          </button>
        </div>
      </div>
    )
  }

  return null
}
