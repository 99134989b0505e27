import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/confirmed-wallet-payment')({
  component: ConfirmedWalletPaymentPage,
})

function ConfirmedWalletPaymentPage() {
  return <ComingSoon title="Wallet payment" />
}
