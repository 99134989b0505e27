import { Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'
import './content.css'

/** SPEC §2 Pay bills marketing page (static). */
export function PaybillsPage() {
  return (
    <Page
      title="Pay bills with Waka"
      lead="Airtime, data, TV and electricity, from the same wallet you travel with."
    >
      <ul className="content-list">
        <li>Top up airtime for MTN, Glo, 9mobile and Airtel.</li>
        <li>Buy data bundles in a tap.</li>
        <li>Renew your TV subscription.</li>
        <li>Pay for prepaid or postpaid electricity.</li>
      </ul>
      <Link to="/bills-payment" className="button">
        Pay a bill
      </Link>
    </Page>
  )
}
