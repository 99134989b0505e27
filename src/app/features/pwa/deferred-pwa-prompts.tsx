import { useEffect, useState } from 'react'
import './install-offer.ts'
import { linkManifest } from './manifest-link.ts'
import { afterSettling } from '#app/lib/after-settling.ts'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'

const SETTLE_MS = 2000

// Loaded late on purpose; if the network drops just then, the page goes on without the prompts
// and asks for them again when the signal is back.
const PwaPrompts = lazyPart(() => import('./pwa-prompts.tsx').then((m) => m.PwaPrompts))

/**
 * Rendered once the first page is on screen (RootLayout): links the manifest at once, registers the
 * service worker once the page has loaded, settled and the browser is idle (Workbox's advice: on a
 * slow network the first visit's own downloads come first), then shows the install and update
 * prompts.
 */
export function DeferredPwaPrompts() {
  const [ready, setReady] = useState(false)

  useEffect(linkManifest, [])

  useEffect(() => {
    let cancel = () => {}
    // A screen may still be fetching its own pieces just after `load`; give it a moment.
    const start = () => {
      cancel = afterSettling(() => setReady(true), SETTLE_MS, 3000)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      cancel()
    }
  }, [])

  if (!ready) return null
  return (
    <PartBoundary quiet fallback={null}>
      <PwaPrompts />
    </PartBoundary>
  )
}
