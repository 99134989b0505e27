import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 payment result page: the provider returns here with ?paymentReference.
export const Route = createFileRoute('/monnify-pay')({
  component: MonnifyPayPage,
})

function MonnifyPayPage() {
  return <PaymentResultPage gateway="moniepoint" reference={useSearchText('paymentReference')} />
}
