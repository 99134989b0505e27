import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/track-bus')({
  component: TrackBusPage,
})

function TrackBusPage() {
  return <ComingSoon title="Fetching Bus Location..." />
}
