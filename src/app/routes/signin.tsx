import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeRedirect } from '#app/features/account/after-sign-in.ts'
import { SignInPage } from '#app/features/account/sign-in-page.tsx'

// ?redirect=/passenger-details: where to go after signing in (or continuing as a guest).
const SigninSearch = v.object({ redirect: v.optional(v.string()) })

export const Route = createFileRoute('/signin')({
  validateSearch: SigninSearch,
  component: SigninRoute,
})

function SigninRoute() {
  const { redirect } = Route.useSearch()
  return <SignInPage redirect={safeRedirect(redirect)} />
}
