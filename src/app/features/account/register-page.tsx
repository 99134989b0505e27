import { Page } from '#app/ui/page.tsx'
import { ContinueLink } from './continue-link.tsx'
import { SignUpFlow } from './sign-up-flow.tsx'

/** SPEC §2 sign-up on a page of its own (/register, /Register, /signnow). */
export function RegisterPage({ continueTo }: { continueTo?: string }) {
  return (
    <Page title="Create your account" lead="Sign up with your phone number in three short steps.">
      <SignUpFlow />
      {continueTo && <ContinueLink to={continueTo} />}
    </Page>
  )
}
