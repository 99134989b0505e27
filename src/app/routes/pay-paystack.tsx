import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/pay-paystack')({
  component: PayPaystackPage,
})

function PayPaystackPage() {
  return <ComingSoon title="Pay with Paystack" />
}
