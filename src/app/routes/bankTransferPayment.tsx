import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BankTransferPage } from '#app/features/payment/bank-transfer-page.tsx'

export const Route = createFileRoute('/bankTransferPayment')({
  validateSearch: v.object({ ref: v.optional(v.string()) }),
  component: BankTransferPaymentPage,
})

function BankTransferPaymentPage() {
  const { ref } = Route.useSearch()
  return <BankTransferPage reference={ref} />
}
