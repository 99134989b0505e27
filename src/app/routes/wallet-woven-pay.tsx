import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { useSearchText } from '#app/features/payment/use-search-text.ts'
import { WalletTransferPage } from '#app/features/payment/wallet-transfer-page.tsx'

// SPEC §2 wallet transfer instructions (?ref=… from Fund Wallet → Bank Transfer).
export const Route = createFileRoute('/wallet-woven-pay')({
  beforeLoad: () => requireSession(),
  component: WalletWovenPayPage,
})

function WalletWovenPayPage() {
  return <WalletTransferPage reference={useSearchText('ref')} />
}
