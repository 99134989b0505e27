import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'

// SPEC §2 payment result page: the provider returns here with ?reference.
export const Route = createFileRoute('/bud-pay')({
  validateSearch: v.object({ reference: v.optional(v.string()), status: v.optional(v.string()) }),
  component: BudPayPage,
})

function BudPayPage() {
  const { reference } = Route.useSearch()
  return <PaymentResultPage gateway="budpay" reference={reference} />
}
