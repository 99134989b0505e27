import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '#app/features/account/sign-in-page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

// ?redirect=/passenger-details: where to go after signing in (or continuing as a guest). Read by
// the page itself: a search schema here would ship with every page (bundle budget). Signed in
// already and asked for nowhere, where the form itself would have gone: the dashboard (sent to
// checkout with no trip, Back after signing in here met 'We could not find the bus…').
export const Route = createFileRoute('/signin')({
  beforeLoad: ({ search }) => leaveIfSignedIn(search),
  component: SignInPage,
})
