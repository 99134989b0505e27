import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { SettingsPage } from '#app/features/settings/settings-page.tsx'

// No loader: the page's own query starts as soon as its chunk arrives, as early as a loader's
// lazy import would, and nothing extra ships with the entry chunk (bundle budget).
export const Route = createFileRoute('/setting')({
  beforeLoad: () => requireSession(),
  component: SettingsPage,
})
