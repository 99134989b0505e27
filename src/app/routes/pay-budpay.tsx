import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { HandOffPage } from '#app/features/payment/hand-off-page.tsx'

// SPEC §2 provider hand-off page: the provider's name and one pay button.
export const Route = createFileRoute('/pay-budpay')({
  validateSearch: v.object({ ref: v.optional(v.string()) }),
  component: PayBudpayPage,
})

function PayBudpayPage() {
  const { ref } = Route.useSearch()
  return <HandOffPage gateway="budpay" reference={ref} />
}
