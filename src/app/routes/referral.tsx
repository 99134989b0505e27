import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { ReferralPage } from '#app/features/referral/referral-page.tsx'

// No loader: the page's own query starts as soon as its chunk arrives (see setting.tsx).
export const Route = createFileRoute('/referral')({
  beforeLoad: () => requireSession(),
  component: ReferralPage,
})
