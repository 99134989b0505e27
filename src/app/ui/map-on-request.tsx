import { useState, type ReactNode } from 'react'
import { useLowData } from '#app/lib/low-data.ts'

/**
 * A map, or in low-data mode a button that asks for it: the map library is the largest download
 * of the app (about 370 KB), and a traveller saving data gets the addresses without it.
 */
export function MapOnRequest({ children }: { children: ReactNode }) {
  const lowData = useLowData()
  const [asked, setAsked] = useState(false)
  if (!lowData || asked) return children
  return (
    <div className="map-on-request">
      <p className="field__hint">Low-data mode: the map is not loaded.</p>
      <button type="button" className="button button--ghost" onClick={() => setAsked(true)}>
        Show the map
      </button>
    </div>
  )
}
