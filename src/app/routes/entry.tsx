import { createFileRoute, Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'
import { leaveIfSignedIn } from '#app/features/account/require-session.ts'

export const Route = createFileRoute('/entry')({
  beforeLoad: ({ search }) => leaveIfSignedIn(search),
  component: EntryPage,
})

/** SPEC §2 Registration landing: Sign In / Sign Up to /login, or continue as a guest. */
function EntryPage() {
  return (
    <Page
      title="Sign In / Sign Up"
      lead="Sign in for an additional 5% off, booking management and exclusive deals."
    >
      <div className="actions actions--stack">
        <Link to="/login" className="button">
          Sign In / Sign Up
        </Link>
        <Link to="/" className="button button--ghost">
          Continue as guest
        </Link>
      </div>
    </Page>
  )
}
