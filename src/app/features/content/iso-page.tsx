import { Page } from '#app/ui/page.tsx'
import './content.css'

/** SPEC §2: Integrated Management System policy (the footer's 'Licensed by' badge). */
export function IsoPage() {
  return (
    <Page
      title="Integrated Management System Policy"
      lead="Quality, safety and the environment, managed as one system."
    >
      <ul className="content-list">
        <li>We meet the needs of our customers and the law, and measure how well we do it.</li>
        <li>We prevent injuries and ill health among passengers, staff and road users.</li>
        <li>We reduce fuel use, emissions and waste across our fleet and terminals.</li>
        <li>
          We train our people and improve the system continually, audited against ISO 9001 and ISO
          45001.
        </li>
      </ul>
    </Page>
  )
}
