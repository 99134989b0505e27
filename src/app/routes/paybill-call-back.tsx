import { createFileRoute } from '@tanstack/react-router'
import { BillCallbackPage } from '#app/features/bills/bill-callback-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 bills payment result: the card provider returns here with ?reference.
export const Route = createFileRoute('/paybill-call-back')({
  component: PaybillCallBackPage,
})

function PaybillCallBackPage() {
  return <BillCallbackPage reference={useSearchText('reference')} />
}
