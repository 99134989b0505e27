import { useRegisterSW } from 'virtual:pwa-register/react'
import { useInstallPrompt } from './use-install-prompt.ts'
import './pwa-prompts.css'

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
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  })
  const { canInstall, install, dismiss } = useInstallPrompt()

  if (needRefresh) {
    return (
      <div className="pwa-prompt" role="alert">
        <p>A new version of Waka is available.</p>
        <div className="pwa-prompt__actions">
          <button
            type="button"
            className="pwa-prompt__primary"
            onClick={() => void updateServiceWorker(true)}
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
