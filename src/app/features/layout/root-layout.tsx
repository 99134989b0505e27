import { lazy, Suspense } from 'react'
import { Outlet } from '@tanstack/react-router'
import { DeferredPwaPrompts } from '#app/features/pwa/deferred-pwa-prompts.tsx'
import { FlashHost } from '#app/ui/flash-host.tsx'
import { CookieConsent } from './cookie-consent.tsx'
import { TopBar } from './top-bar.tsx'

// Below the fold on every screen: it arrives just after the page the traveller came for.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })))

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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CookieConsent />
      <DeferredPwaPrompts />
      <FlashHost />
    </>
  )
}
