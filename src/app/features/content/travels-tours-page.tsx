import { Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'

export function TravelsToursPage() {
  return (
    <Page title="Travel and Tours" lead="Group trips, excursions and events, planned end to end.">
      <p>
        From church retreats to school excursions and weddings, we arrange comfortable buses,
        experienced drivers and a route that suits your group.
      </p>
      <Link to="/hire-vehicle" className="button">
        Hire a Bus
      </Link>
    </Page>
  )
}
