import { createFileRoute } from '@tanstack/react-router'
import { SidebarLayout } from '#app/features/layout/sidebar-layout.tsx'

export const Route = createFileRoute('/dashboard')({
  component: DashboardPage,
})

function DashboardPage() {
  return (
    <SidebarLayout title="Dashboard">
      <p>Your trips, wallet and bills in one place. Sign in to see your account.</p>
    </SidebarLayout>
  )
}
