import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/ratings')({
  component: RatingsPage,
})

function RatingsPage() {
  return <ComingSoon title="Rate your experience" />
}
