import { useState } from 'react'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { ChangePasswordTab } from './change-password-tab.tsx'
import { ProfileTab } from './profile-tab.tsx'
import { WalletPinTab } from './wallet-pin-tab.tsx'
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
        {tab === 'profile' && <ProfileTab />}
        {tab === 'password' && <ChangePasswordTab />}
        {tab === 'change-pin' && <WalletPinTab key="change" mode="change" />}
        {tab === 'reset-pin' && <WalletPinTab key="reset" mode="reset" />}
      </Tabs>
    </SidebarLayout>
  )
}
