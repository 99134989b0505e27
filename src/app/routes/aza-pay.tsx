import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'

// SPEC §2 payment result page: the provider returns here with ?reference.
export const Route = createFileRoute('/aza-pay')({
  validateSearch: v.object({ reference: v.optional(v.string()), status: v.optional(v.string()) }),
  component: AzaPayPage,
})

function AzaPayPage() {
  const { reference } = Route.useSearch()
  return <PaymentResultPage gateway="aza" reference={reference} />
}
