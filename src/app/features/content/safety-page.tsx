import { Page } from '#app/ui/page.tsx'
import './content.css'

export function SafetyPage() {
  return (
    <Page title="Safety" lead="Your safety comes before every departure.">
      <ul className="content-list">
        <li>Every bus is inspected before each trip: brakes, tyres, lights and seat belts.</li>
        <li>Drivers are trained, rested and tested, and speed is monitored on every route.</li>
        <li>Buses are tracked live, and you can follow yours from the app.</li>
        <li>Please wear your seat belt and follow the crew’s instructions at stops.</li>
        <li>Report anything unsafe to our 24/7 contact centre at once.</li>
      </ul>
    </Page>
  )
}
