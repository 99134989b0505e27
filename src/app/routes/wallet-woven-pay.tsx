import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/wallet-woven-pay')({
  component: WalletWovenPayPage,
})

function WalletWovenPayPage() {
  return <ComingSoon title="Fund your wallet by bank transfer" />
}
