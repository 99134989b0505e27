import { useSearch } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'
import { safeRedirect } from './require-session.ts'
import { ContinueLink } from './continue-link.tsx'
import { SignUpFlow } from './sign-up-flow.tsx'

/** SPEC §2 sign-up on a page of its own (/register, /Register, /signnow). */
export function RegisterPage({ continueTo }: { continueTo?: string }) {
  const search: { redirect?: unknown } = useSearch({ strict: false })
  // /signnow is a step of the hire checkout: a customer who signs up there goes on with it.
  const redirect = safeRedirect(search.redirect) ?? continueTo
  return (
    <Page title="Create your account" lead="Sign up with your phone number in three short steps.">
      <SignUpFlow redirect={redirect} />
      {continueTo && <ContinueLink to={continueTo} />}
    </Page>
  )
}
