import { createFileRoute, Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'

// SPEC §2 lists /Register and /register. The router matches paths case-insensitively
// (router.tsx), so this one file answers both; a second file differing only in case would
// collide in the route tree (and on case-insensitive file systems).
export const Route = createFileRoute('/register')({
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <Page title="Create your account" lead="Sign up with your phone number in three short steps.">
      <p className="notice">Sign-up is being built and will be available soon.</p>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </Page>
  )
}
