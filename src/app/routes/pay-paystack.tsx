import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { HandOffPage } from '#app/features/payment/hand-off-page.tsx'

// SPEC §2 provider hand-off page: the provider's name and one pay button.
export const Route = createFileRoute('/pay-paystack')({
  validateSearch: v.object({ ref: v.optional(v.string()) }),
  component: PayPaystackPage,
})

function PayPaystackPage() {
  const { ref } = Route.useSearch()
  return <HandOffPage gateway="paystack" reference={ref} />
}
