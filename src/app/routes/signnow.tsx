import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '#app/features/account/register-page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

export const Route = createFileRoute('/signnow')({
  // SPEC §2: /signnow is for a guest; signed in (Back from the hire details), the hire goes on.
  beforeLoad: () => leaveIfSignedIn({}, '/hire-passenger-details'),
  component: SignnowPage,
})

/** SPEC §2 Hire: a guest signs up here, or continues to the hire details without logging in. */
function SignnowPage() {
  return <RegisterPage continueTo="/hire-passenger-details" />
}
