import { createFileRoute } from '@tanstack/react-router'
import { useSearchText } from '#app/features/payment/use-search-text.ts'
import { WalletPaymentPage } from '#app/features/payment/wallet-payment-page.tsx'

// SPEC §2: after a wallet payment (?ref=…).
export const Route = createFileRoute('/confirmed-wallet-payment')({
  component: ConfirmedWalletPaymentPage,
})

function ConfirmedWalletPaymentPage() {
  return <WalletPaymentPage reference={useSearchText('ref')} />
}
