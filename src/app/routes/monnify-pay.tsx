import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/monnify-pay')({
  component: MonnifyPayPage,
})

function MonnifyPayPage() {
  return <ComingSoon title="Moniepoint payment" />
}
