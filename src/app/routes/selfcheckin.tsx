import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/selfcheckin')({
  component: SelfcheckinPage,
})

function SelfcheckinPage() {
  return <ComingSoon title="Check In" />
}
