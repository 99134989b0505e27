import { Suspense, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { ChangePasswordTab } from './change-password-tab.tsx'
import { ProfileTab } from './profile-tab.tsx'
import '#app/ui/account.css'

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Change Password' },
  { id: 'change-pin', label: 'Change Wallet PIN' },
  { id: 'reset-pin', label: 'Reset Wallet Pin' },
] as const
type TabId = (typeof TABS)[number]['id']

/** SPEC §2 Settings: four tabs. */
export function SettingsPage() {
  const [tab, setTab] = useState<TabId>('profile')
  return (
    <SidebarLayout title="Settings">
      <Tabs label="Settings" tabs={TABS} selected={tab} onSelect={setTab} variant="pill">
        {tab === 'profile' && (
          <Suspense fallback={<Spinner label="Loading your profile…" />}>
            <ProfileTab />
          </Suspense>
        )}
        {tab === 'password' && <ChangePasswordTab />}
        {(tab === 'change-pin' || tab === 'reset-pin') && (
          <p className="notice">
            Your wallet PIN is changed and reset here once your wallet is set up. The wallet is
            coming soon: see <Link to="/profile">Wallet</Link>.
          </p>
        )}
      </Tabs>
    </SidebarLayout>
  )
}
