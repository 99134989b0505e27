import { lazy, Suspense, type ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { FlashHost } from '#app/ui/flash-host.tsx'
import { CookieConsent } from './cookie-consent.tsx'
import { TopBar } from './top-bar.tsx'
import './layout.css'

// Below the fold on every screen: it arrives just after the page the traveller came for.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })))

/** The frame of every page; the root route passes in the install and update prompts. */
export function RootLayout({ pwaPrompts }: { pwaPrompts: ReactNode }) {
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
      {pwaPrompts}
      <FlashHost />
    </>
  )
}
