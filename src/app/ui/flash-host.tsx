import { useEffect, useState } from 'react'
import { takeReloadFlash, useFlash } from './flash.ts'
import { lazyPart, PartBoundary } from './lazy-part.tsx'

// The toast loads with the first message: most visits show none (bundle budget). Once shown it
// stays mounted, so its live region announces the messages after it. A message that comes with
// no signal on a first visit shows once the signal is back, if it is still current.
const FlashToast = lazyPart(() => import('./flash-toast.tsx').then((module) => module.FlashToast))

/** The one place app-wide messages show; mounted once by the root layout. */
export function FlashHost() {
  const current = useFlash()
  const [needed, setNeeded] = useState(false)
  useEffect(takeReloadFlash, [])
  if (current && !needed) setNeeded(true)
  return needed ? (
    <PartBoundary quiet fallback={null}>
      <FlashToast />
    </PartBoundary>
  ) : null
}
