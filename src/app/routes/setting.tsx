import { createFileRoute } from '@tanstack/react-router'
import { SidebarLayout } from '#app/features/layout/sidebar-layout.tsx'

export const Route = createFileRoute('/setting')({
  component: SettingPage,
})

function SettingPage() {
  return (
    <SidebarLayout title="Settings">
      <p>
        Profile, Change Password, Change Wallet PIN and Reset Wallet Pin will show here once you
        sign in.
      </p>
    </SidebarLayout>
  )
}
