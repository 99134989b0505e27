import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { FlashHost } from '#app/ui/flash-host.tsx'
import { releasePaintedFrame } from '#app/offline/painted-snapshot.ts'
import { CookieConsent } from './cookie-consent.tsx'
import { TopBar } from './top-bar.tsx'
import './layout.css'

// Below the fold on every screen: it arrives just after the page the traveller came for, and
// is asked for only once that page is in (issue 9: it no longer shares the first round trips).
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })))

/** True from the frame after the first page has loaded and rendered. */
function useFirstPageShown(): boolean {
  const loaded = useRouterState({
    select: (state) => state.status === 'idle' && state.resolvedLocation !== undefined,
  })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loaded || shown) return
    const frame = requestAnimationFrame(() => setShown(true))
    return () => cancelAnimationFrame(frame)
  }, [loaded, shown])
  return shown
}

/** The frame of every page; the root route passes in the install and update prompts. */
export function RootLayout({ pwaPrompts }: { pwaPrompts: ReactNode }) {
  const showFooter = useFirstPageShown()
  // The frame the first HTML painted (top bar, loading indicator) gives way to the page.
  useEffect(() => {
    if (showFooter) releasePaintedFrame()
  }, [showFooter])
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <CookieConsent />
      {pwaPrompts}
      <FlashHost />
    </>
  )
}
