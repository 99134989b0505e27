import { useEffect, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { clearTripData } from '#app/lib/trip-storage.ts'
import { useUser } from '#app/lib/session.ts'

/** SPEC §2 /dashboard: the signed-in home: greeting, perks, and the same trip search. */
export function DashboardPage({ tripSearch }: { tripSearch: ReactNode }) {
  const user = useUser()
  // SPEC §3: trip data is cleared on home load; the dashboard is a signed-in traveller's home.
  useEffect(() => clearTripData(), [])
  return (
    <SidebarLayout title="Dashboard">
      <p className="page__lead">Hi {user?.FirstName || 'there'}, where are you going next?</p>
      <p>
        <Link to="/bookingStatus">My tickets</Link> — kept on this phone, even with no signal
      </p>
      {user?.CustomerStage === 0 && (
        <p className="notice">
          Please kindly complete your registration process.{' '}
          <Link to="/login-reg">Personalise your profile</Link>
        </p>
      )}
      {tripSearch}
      <section className="perks" aria-labelledby="perks-title">
        <h2 id="perks-title">Your perks</h2>
        <ul>
          <li>Additional 5% off</li>
          <li>Exclusive deals</li>
          <li>Manage your bookings</li>
          <li>5% cashback when you pay with your wallet</li>
        </ul>
      </section>
    </SidebarLayout>
  )
}
