import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '#app/features/account/sign-in-page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

// ?redirect=/passenger-details: where to go after signing in (or continuing as a guest). Read by
// the page itself: a search schema here would ship with every page (bundle budget).
export const Route = createFileRoute('/signin')({
  beforeLoad: ({ search }) => leaveIfSignedIn(search, '/passenger-details'),
  component: SignInPage,
})
