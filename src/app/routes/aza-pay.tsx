import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/aza-pay')({
  component: AzaPayPage,
})

function AzaPayPage() {
  return <ComingSoon title="Pending bank transfer" />
}
