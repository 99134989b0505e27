import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { SettingsPage } from '#app/features/settings/settings-page.tsx'

export const Route = createFileRoute('/setting')({
  beforeLoad: () => requireSession(),
  // Loaders ship with the entry chunk: the query module loads only when the page is opened.
  loader: async ({ context: { queryClient } }) => {
    const { profileQueryOptions } = await import('#app/features/account/profile.queries.ts')
    return queryClient.ensureQueryData(profileQueryOptions())
  },
  component: SettingsPage,
})
