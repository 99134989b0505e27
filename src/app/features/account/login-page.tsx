import { useState } from 'react'
import { useSearch } from '@tanstack/react-router'
import { Dialog } from '#app/ui/dialog.tsx'
import { Page } from '#app/ui/page.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { safeRedirect } from './require-session.ts'
import { SignUpFlow } from './sign-up-flow.tsx'
import '#app/ui/account.css'

type Popup = 'signin' | 'signup' | null

/** SPEC §2 /login: the Sign In and Sign Up popups; ?redirect= is where either goes on to. */
export function LoginPage() {
  const search: { redirect?: unknown } = useSearch({ strict: false })
  const redirect = safeRedirect(search.redirect)
  const [popup, setPopup] = useState<Popup>(null)
  return (
    <Page
      title="Sign In / Sign Up"
      lead="Sign in for an additional 5% off, booking management and exclusive deals."
    >
      <div className="account-choices">
        <button type="button" className="button" onClick={() => setPopup('signin')}>
          Sign In
        </button>
        <button type="button" className="button button--ghost" onClick={() => setPopup('signup')}>
          Sign Up
        </button>
      </div>
      <Dialog open={popup === 'signin'} title="Sign In" onClose={() => setPopup(null)}>
        <SignInForm redirect={redirect} />
        <p>
          New to Waka?{' '}
          <button type="button" className="link-button" onClick={() => setPopup('signup')}>
            Sign Up
          </button>
        </p>
      </Dialog>
      <Dialog open={popup === 'signup'} title="Sign Up" onClose={() => setPopup(null)}>
        <SignUpFlow
          redirect={redirect}
          onSignIn={() => setPopup('signin')}
          onDone={() => setPopup(null)}
        />
      </Dialog>
    </Page>
  )
}
