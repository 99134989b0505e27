import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 hire payment result: Paystack returns here with ?reference (a hire is a booking).
export const Route = createFileRoute('/call-back-hire')({
  component: CallBackHirePage,
})

function CallBackHirePage() {
  return <PaymentResultPage gateway="paystack" reference={useSearchText('reference')} />
}
