import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/bud-pay')({
  component: BudPayPage,
})

function BudPayPage() {
  return <ComingSoon title="BudPay payment" />
}
