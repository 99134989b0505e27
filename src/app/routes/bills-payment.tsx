import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/bills-payment')({
  component: BillsPaymentPage,
})

function BillsPaymentPage() {
  return (
    <ComingSoon
      title="Bills Payment"
      note="Top up airtime, buy data, renew your TV subscription and pay for electricity. Bills payment is being built."
    />
  )
}
