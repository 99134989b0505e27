import { useEffect, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { clearTripData } from '#app/lib/trip-storage.ts'
import './home.css'

/** SPEC §2 Home; the route composes the trip search and the popular routes into it. */
export function HomePage({
  tripSearch,
  popularRoutes,
}: {
  tripSearch: ReactNode
  popularRoutes: ReactNode
}) {
  // SPEC §3: trip data is cleared on home load, so a second booking never inherits the first.
  useEffect(() => clearTripData(), [])
  return (
    <div className="home">
      <section className="hero">
        <h1>Travel across Nigeria, the easy way</h1>
        <p>Book a bus seat, hire a whole bus or check your booking — even on a slow network.</p>
        <p className="hero__tickets">
          <Link to="/bookingStatus">My tickets</Link> — kept on this phone, even with no signal
        </p>
      </section>
      {tripSearch}
      {popularRoutes}
      <section className="perks" aria-labelledby="perks-title">
        <h2 id="perks-title">Why sign in?</h2>
        <ul>
          <li>Additional 5% off</li>
          <li>Manage your bookings</li>
          <li>Exclusive deals</li>
          <li>5% cashback when you pay with your wallet</li>
        </ul>
      </section>
    </div>
  )
}
