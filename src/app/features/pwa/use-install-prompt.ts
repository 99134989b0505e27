import { useEffect, useState } from 'react'

/** Chromium's install offer; not yet in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The browser's install offer, kept until used, so an 'Install app' button can show it. */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null)

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault()
      setOffer(event as BeforeInstallPromptEvent)
    }
    const onInstalled = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', onOffer)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  const install = async () => {
    if (!offer) return
    await offer.prompt()
    await offer.userChoice
    setOffer(null)
  }

  return { canInstall: offer !== null, install, dismiss: () => setOffer(null) }
}
