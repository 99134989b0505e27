import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 payment result page: the provider returns here with ?orderReference.
export const Route = createFileRoute('/nomba-pay')({
  component: NombaPayPage,
})

function NombaPayPage() {
  return <PaymentResultPage gateway="nomba" reference={useSearchText('orderReference')} />
}
