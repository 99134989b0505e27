import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/bankTransferPayment')({
  component: BankTransferPaymentPage,
})

function BankTransferPaymentPage() {
  return <ComingSoon title="Complete your bank transfer" />
}
