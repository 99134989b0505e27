import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { PopularRoute } from '#shared/contract/settings.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { popularRoutesQueryOptions } from './popular-routes.queries.ts'
import { useLowData } from '#app/lib/low-data.ts'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { useAutoplay } from './use-autoplay.ts'
import './carousel.css'

const PopularRouteDialog = lazyPart(() =>
  import('./popular-route-dialog.tsx').then((m) => m.PopularRouteDialog),
)

// SPEC §9: carousel of 3 slides, 2 s.
const SLIDES = 3
const INTERVAL_MS = 2000

/** SPEC §2 Home: popular-route carousel; 'Book Now' opens the quick-book popup. */
export function PopularRoutesCarousel() {
  const { data } = useQuery(popularRoutesQueryOptions())
  const routes = (data ?? []).slice(0, SLIDES)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const [chosen, setChosen] = useState<PopularRoute | null>(null)
  const playing = !paused && !hovered && !focused && chosen === null
  // Low-data mode: the slides wait for the traveller instead of turning by themselves.
  const lowData = useLowData()
  const auto = useAutoplay(routes.length, INTERVAL_MS, playing && !lowData)
  const { index, setIndex } = auto
  const motionAllowed = auto.motionAllowed && !lowData
  const route = routes[index]
  if (!route) return null

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby="popular-routes-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      <h2 id="popular-routes-title">Popular routes</h2>
      <div className="carousel__controls">
        {motionAllowed && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? 'Play slides' : 'Pause slides'}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="Previous route"
          onClick={() => setIndex((index - 1 + routes.length) % routes.length)}
        >
          ‹
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Next route"
          onClick={() => setIndex((index + 1) % routes.length)}
        >
          ›
        </button>
      </div>
      <div aria-live={playing ? 'off' : 'polite'}>
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${routes.length}`}
          className="carousel__slide"
        >
          <p className="carousel__route">{formatRouteName(route.routeName)}</p>
          <button type="button" className="button" onClick={() => setChosen(route)}>
            Book Now
          </button>
        </div>
      </div>
      {chosen && (
        <PartBoundary key={chosen.id} fallback={<Spinner label="Loading…" />}>
          <PopularRouteDialog route={chosen} onClose={() => setChosen(null)} />
        </PartBoundary>
      )}
    </section>
  )
}
