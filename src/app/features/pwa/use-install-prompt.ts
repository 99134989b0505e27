import { useSyncExternalStore } from 'react'
import { installOffer } from './install-offer.ts'

/** The browser's install offer, kept until used, so an 'Install app' button can show it. */
export function useInstallPrompt() {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.get, () => null)

  const install = async () => {
    if (!offer) return
    await offer.prompt()
    await offer.userChoice
    installOffer.clear()
  }

  return { canInstall: offer !== null, install, dismiss: installOffer.clear }
}
