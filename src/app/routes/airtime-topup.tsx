import { createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '#app/features/account/require-session.ts'
import { BillsPage } from '#app/features/bills/bills-page.tsx'

// SPEC §2: the airtime card of Bills Payment, opened directly.
export const Route = createFileRoute('/airtime-topup')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: () => <BillsPage initial="airtime" />,
})
