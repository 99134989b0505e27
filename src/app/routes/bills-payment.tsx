import { createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '#app/features/account/require-session.ts'
import { BillsPage } from '#app/features/bills/bills-page.tsx'

// SPEC §6: bills need a signed-in customer.
export const Route = createFileRoute('/bills-payment')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: () => <BillsPage />,
})
