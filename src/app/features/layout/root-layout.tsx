import { useEffect, useState, type ReactNode } from 'react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { FlashHost } from '#app/ui/flash-host.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { afterSettling } from '#app/lib/after-settling.ts'
import { releasePaintedFrame } from '#app/offline/painted-snapshot.ts'
import { loadSubmissionQueue } from '#app/offline/load-submission-queue.ts'
import { CookieConsent } from './cookie-consent.tsx'
import { TopBar } from './top-bar.tsx'
import './layout.css'

// Below the fold on every screen: it arrives just after the page the traveller came for, and
// is asked for only once that page is on screen and settled (issue 9: asked for as the page was
// revealed, it shared the first paint's round trips and main thread on a slow line).
const Footer = lazyPart(() => import('./footer.tsx').then((module) => module.Footer))

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

/** The first half second after the first page is on screen belongs to it (its images, queries). */
const SETTLE_MS = 500

/** True half a second after `ready` (the first page on screen), once the browser is idle. */
function useAfterFirstPage(ready: boolean): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!ready || settled) return
    return afterSettling(() => setSettled(true), SETTLE_MS, 1000)
  }, [ready, settled])
  return settled
}

/**
 * The frame of every page; the root route passes in the install and update prompts, which, like
 * the footer, come only once the first page is on screen.
 */
export function RootLayout({ pwaPrompts }: { pwaPrompts: ReactNode }) {
  const pageShown = useFirstPageShown()
  const pageSettled = useAfterFirstPage(pageShown)
  // The frame the first HTML painted (top bar, loading indicator) gives way to the page.
  useEffect(() => {
    if (pageShown) releasePaintedFrame()
  }, [pageShown])
  useEffect(() => {
    if (pageSettled) loadSubmissionQueue()
  }, [pageSettled])
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {pageSettled && (
        <PartBoundary quiet fallback={null}>
          <Footer />
        </PartBoundary>
      )}
      <CookieConsent />
      {pageSettled && pwaPrompts}
      <FlashHost />
    </>
  )
}
