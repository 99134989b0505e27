import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'

export const Route = createFileRoute('/profile')({
  // SPEC §6: the wallet redirects to / without a session.
  beforeLoad: () => requireSession(),
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <SidebarLayout title="Digital wallet">
      <p>Your balance, funding and transaction PIN will show here once you sign in.</p>
    </SidebarLayout>
  )
}
