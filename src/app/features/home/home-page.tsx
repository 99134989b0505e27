import { useEffect } from 'react'
import { clearTripData } from '#app/features/booking/trip-storage.ts'
import { PopularRoutesCarousel } from '#app/features/popular-routes/popular-routes-carousel.tsx'
import { HomeTabs } from './home-tabs.tsx'

export function HomePage() {
  // SPEC §3: trip data is cleared on home load, so a second booking never inherits the first.
  useEffect(() => clearTripData(), [])
  return (
    <div className="home">
      <section className="hero">
        <h1>Travel across Nigeria, the easy way</h1>
        <p>Book a bus seat, hire a whole bus or check your booking — even on a slow network.</p>
      </section>
      <HomeTabs />
      <PopularRoutesCarousel />
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
