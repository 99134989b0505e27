import { Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'
import './content.css'

/** SPEC §2 Data Collection: account deletion steps. */
export function DataCollectionPage() {
  return (
    <Page title="Data Collection" lead="How to delete your account and what happens to your data.">
      <ol className="content-list">
        <li>
          Open <Link to="/delete-account">Delete your account</Link>.
        </li>
        <li>Enter the e-mail address on your account.</li>
        <li>Enter the 6-digit code we send to that e-mail.</li>
        <li>Confirm. Your account is deleted and you return to the home page.</li>
      </ol>
      <p>Anonymous records are kept for 5 years; your name, phone and e-mail are removed.</p>
    </Page>
  )
}
