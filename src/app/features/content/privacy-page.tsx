import { Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'

export function PrivacyPage() {
  return (
    <Page title="Privacy Policy" lead="What we collect, why, and the choices you have.">
      <h2>What we collect</h2>
      <p>
        Your name, phone number, e-mail, next of kin, bookings and payments, and — only when you
        check in by location — your device location.
      </p>
      <h2>Why</h2>
      <p>
        To sell and verify tickets, keep you safe on the road, pay refunds and answer your requests.
        We never sell your data.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your profile at any time or{' '}
        <Link to="/data-collection">delete your account</Link>. Anonymous records of deleted
        accounts are kept for 5 years as the law requires.
      </p>
    </Page>
  )
}
