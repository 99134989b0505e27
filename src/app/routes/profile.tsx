import { createFileRoute } from '@tanstack/react-router'
import { SidebarLayout } from '#app/features/layout/sidebar-layout.tsx'

export const Route = createFileRoute('/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <SidebarLayout title="Digital wallet">
      <p>Your balance, funding and transaction PIN will show here once you sign in.</p>
    </SidebarLayout>
  )
}
