import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '#app/features/account/require-session.ts'
import { CompleteProfilePage } from '#app/features/account/complete-profile-page.tsx'

export const Route = createFileRoute('/login-reg')({
  // The profile calls need the session that sign-in just started.
  beforeLoad: () => requireSession('/login'),
  component: CompleteProfilePage,
})
