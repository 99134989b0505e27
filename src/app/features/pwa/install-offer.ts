/** Chromium's install offer; not yet in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

// Captured from the first moment (this module loads with the shell) so an offer made before the
// deferred prompts arrive is not lost. It is shown only once the traveller has engaged (a click or
// a key on the page): a banner on arrival gets in the way of what they came for, and, being the
// largest text on most screens, it was the page's largest paint, late (issue 9, LCP).
let offer: BeforeInstallPromptEvent | null = null
let engaged = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    offer = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    notify()
  })
  const engage = () => {
    engaged = true
    window.removeEventListener('click', engage, true)
    window.removeEventListener('keydown', engage, true)
    notify()
  }
  window.addEventListener('click', engage, true)
  window.addEventListener('keydown', engage, true)
}

export const installOffer = {
  get: () => (engaged ? offer : null),
  clear: () => {
    offer = null
    notify()
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
