import { Link, useSearch } from '@tanstack/react-router'
import { safeRedirect } from './require-session.ts'
import { Page } from '#app/ui/page.tsx'
import { ContinueLink } from './continue-link.tsx'
import { SignInForm } from './sign-in-form.tsx'

/** SPEC §2 /signin: the sign-in gate before checkout, with 'Continue Without Log In'. */
export function SignInPage() {
  const search: { redirect?: unknown } = useSearch({ strict: false })
  const redirect = safeRedirect(search.redirect)
  return (
    <Page
      title="Sign in to continue"
      lead="Sign in for an additional 5% off, or continue without logging in."
    >
      <SignInForm redirect={redirect} />
      <div className="account-choices">
        <ContinueLink to={redirect ?? '/passenger-details'} />
        <p>
          New to Waka?{' '}
          <Link to="/register" search={redirect ? { redirect } : {}}>
            Sign Up
          </Link>
        </p>
      </div>
    </Page>
  )
}
