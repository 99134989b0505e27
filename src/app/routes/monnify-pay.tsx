import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'

// SPEC §2 payment result page: the provider returns here with ?paymentReference.
export const Route = createFileRoute('/monnify-pay')({
  validateSearch: v.object({
    paymentReference: v.optional(v.string()),
    status: v.optional(v.string()),
  }),
  component: MonnifyPayPage,
})

function MonnifyPayPage() {
  const { paymentReference } = Route.useSearch()
  return <PaymentResultPage gateway="moniepoint" reference={paymentReference} />
}
