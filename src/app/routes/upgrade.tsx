import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/upgrade')({
  component: UpgradePage,
})

function UpgradePage() {
  return <ComingSoon title="Tier 3 upgrade" />
}
