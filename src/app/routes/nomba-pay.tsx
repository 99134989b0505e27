import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'

// SPEC §2 payment result page: the provider returns here with ?orderReference.
export const Route = createFileRoute('/nomba-pay')({
  validateSearch: v.object({
    orderReference: v.optional(v.string()),
    status: v.optional(v.string()),
  }),
  component: NombaPayPage,
})

function NombaPayPage() {
  const { orderReference } = Route.useSearch()
  return <PaymentResultPage gateway="nomba" reference={orderReference} />
}
