import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/pay-budpay')({
  component: PayBudpayPage,
})

function PayBudpayPage() {
  return <ComingSoon title="Pay with BudPay" />
}
