import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 payment result page: the provider returns here with ?reference.
export const Route = createFileRoute('/bnpl-call-back')({
  component: BnplCallBackPage,
})

function BnplCallBackPage() {
  return <PaymentResultPage gateway="bnpl" reference={useSearchText('reference')} />
}
