import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { BillsPage } from '#app/features/bills/bills-page.tsx'

// SPEC §6: bills need a signed-in customer.
export const Route = createFileRoute('/bills-payment')({
  beforeLoad: () => requireSession(),
  component: () => <BillsPage />,
})
