import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { WalletPage } from '#app/features/wallet/wallet-page.tsx'

export const Route = createFileRoute('/profile')({
  // SPEC §6: the wallet redirects to / without a session.
  beforeLoad: () => requireSession(),
  component: WalletPage,
})
