import { Page } from '#app/ui/page.tsx'
import './content.css'

/** SPEC §9 luggage rules. */
export function LuggagePage() {
  return (
    <Page title="Luggage Allowance" lead="Pack light so everyone travels comfortably.">
      <ul className="content-list">
        <li>One medium piece per passenger: 30 × 22 × 15 inches (at most 30 × 22 × 18 inches).</li>
        <li>No plastic boxes.</li>
        <li>Rice: at most 50 kg per bus.</li>
        <li>More luggage needs an extra seat or our logistics service.</li>
        <li>Seat 2 is reserved for luggage.</li>
        <li>Excess luggage is not allowed on hired buses.</li>
      </ul>
    </Page>
  )
}
