import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/nomba-pay')({
  component: NombaPayPage,
})

function NombaPayPage() {
  return <ComingSoon title="Nomba payment" />
}
