import { createFileRoute } from '@tanstack/react-router'
import { BankTransferPage } from '#app/features/payment/bank-transfer-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 pending bank transfer (?ref=…).
export const Route = createFileRoute('/bankTransferPayment')({
  component: BankTransferPaymentPage,
})

function BankTransferPaymentPage() {
  return <BankTransferPage reference={useSearchText('ref')} />
}
