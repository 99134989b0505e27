import { createFileRoute } from '@tanstack/react-router'
import { SidebarLayout } from '#app/features/layout/sidebar-layout.tsx'

export const Route = createFileRoute('/referral')({
  component: ReferralPage,
})

function ReferralPage() {
  return (
    <SidebarLayout title="Referral">
      <p>
        Share your referral code: a friend who registers with it earns a discount coupon by e-mail.
      </p>
    </SidebarLayout>
  )
}
