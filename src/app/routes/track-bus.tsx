import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TrackBusPage } from '#app/features/tracking/track-bus-page.tsx'

const TrackSearch = v.object({
  ref: v.optional(v.pipe(v.string(), v.trim())),
  share: v.optional(v.pipe(v.string(), v.trim())),
})

// SPEC §2 /track-bus: ?ref=… (the traveller) or ?share=… (next of kin, read-only).
export const Route = createFileRoute('/track-bus')({
  validateSearch: TrackSearch,
  component: TrackBusRoute,
})

function TrackBusRoute() {
  const { ref, share } = Route.useSearch()
  return <TrackBusPage key={`${ref}:${share}`} reference={ref} share={share} />
}
