import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { useInstallPrompt } from './use-install-prompt.ts'
import './pwa-prompts.css'

/** This tab's traveller said Reload: the new version may take over this page. */
let reloadAsked = false
/** Another tab's Reload put the new version in charge here: a Reload here only reloads. */
let updatedElsewhere = false
let promptAgain: (() => void) | null = null

/** At most this often, an open app asks whether there is a new version (a resumed phone app
 * never loads a page again, so it would not learn of one). */
const UPDATE_CHECK_MS = 15 * 60 * 1000

function watchForUpdates(registration: ServiceWorkerRegistration) {
  let checkedAt = Date.now()
  const check = () => {
    if (!navigator.onLine || Date.now() - checkedAt < UPDATE_CHECK_MS) return
    checkedAt = Date.now()
    registration.update().catch(() => undefined)
  }
  document.addEventListener('visibilitychange', () => document.hidden || check())
  window.addEventListener('online', check)
  setInterval(check, UPDATE_CHECK_MS)
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
    // The new version took over. In the tab whose traveller asked, the page reloads; in another
    // tab (its traveller said Later, or was never asked) the page stays as it is, a form half
    // filled say, and the prompt comes back for its traveller to decide.
    onNeedReload: () => {
      if (reloadAsked) return window.location.reload()
      updatedElsewhere = true
      promptAgain?.()
    },
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
              if (updatedElsewhere) return window.location.reload()
              reloadAsked = true
              void updateServiceWorker(true)
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
