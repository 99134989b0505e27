import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '#app/features/account/register-page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

// SPEC §2 lists /Register and /register. The router matches paths case-insensitively
// (router.tsx), so this one file answers both; a second file differing only in case would
// collide in the route tree (and on case-insensitive file systems).
export const Route = createFileRoute('/register')({
  beforeLoad: ({ search }) => leaveIfSignedIn(search),
  component: () => <RegisterPage />,
})
