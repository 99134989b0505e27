import { Outlet } from '@tanstack/react-router'
import { PwaPrompts } from '#app/features/pwa/pwa-prompts.tsx'
import { FlashHost } from '#app/ui/flash-host.tsx'
import { CookieConsent } from './cookie-consent.tsx'
import { Footer } from './footer.tsx'
import { TopBar } from './top-bar.tsx'

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieConsent />
      <PwaPrompts />
      <FlashHost />
    </>
  )
}
