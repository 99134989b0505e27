import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { ReferralPage } from '#app/features/referral/referral-page.tsx'

export const Route = createFileRoute('/referral')({
  beforeLoad: () => requireSession(),
  // Loaders ship with the entry chunk: the query module loads only when the page is opened.
  loader: async ({ context: { queryClient } }) => {
    const queries = await import('#app/features/account/referral.queries.ts')
    void queryClient.prefetchQuery(queries.couponsQueryOptions())
    return queryClient.ensureQueryData(queries.referralCodeQueryOptions())
  },
  component: ReferralPage,
})
