import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '#app/features/account/login-page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

export const Route = createFileRoute('/login')({
  beforeLoad: ({ search }) => leaveIfSignedIn(search),
  component: LoginPage,
})
