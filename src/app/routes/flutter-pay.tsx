import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentResultPage } from '#app/features/payment/payment-result-page.tsx'

// SPEC §2 payment result page: the provider returns here with ?tx_ref.
export const Route = createFileRoute('/flutter-pay')({
  validateSearch: v.object({ tx_ref: v.optional(v.string()), status: v.optional(v.string()) }),
  component: FlutterPayPage,
})

function FlutterPayPage() {
  const { tx_ref } = Route.useSearch()
  return <PaymentResultPage gateway="flutterwave" reference={tx_ref} />
}
