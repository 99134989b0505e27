import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 payment result page: the provider returns here with ?reference.
export const Route = createFileRoute('/bud-pay')({
  component: BudPayPage,
})

function BudPayPage() {
  return <PaymentResultPage gateway="budpay" reference={useSearchText('reference')} />
}
