import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 payment result page: the provider returns here with ?tx_ref.
export const Route = createFileRoute('/flutter-pay')({
  component: FlutterPayPage,
})

function FlutterPayPage() {
  return <PaymentResultPage gateway="flutterwave" reference={useSearchText('tx_ref')} />
}
