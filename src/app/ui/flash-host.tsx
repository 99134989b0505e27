import { lazy, Suspense, useEffect, useState } from 'react'
import { takeReloadFlash, useFlash } from './flash.ts'

// The toast loads with the first message: most visits show none (bundle budget). Once shown it
// stays mounted, so its live region announces the messages after it.
const FlashToast = lazy(() => import('./flash-toast.tsx').then((m) => ({ default: m.FlashToast })))

/** The one place app-wide messages show; mounted once by the root layout. */
export function FlashHost() {
  const current = useFlash()
  const [needed, setNeeded] = useState(false)
  useEffect(takeReloadFlash, [])
  if (current && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <FlashToast />
    </Suspense>
  ) : null
}
