import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/woven-pay')({
  component: WovenPayPage,
})

function WovenPayPage() {
  return <ComingSoon title="Woven payment" />
}
