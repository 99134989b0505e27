import { lazy } from 'react'
import { HomeTabs } from '#app/features/home/home-tabs.tsx'
import { SeatSearchForm } from '#app/features/booking/seat-search-form.tsx'

// Only 'Book a seat' ships with the page; hiring loads when its tab is chosen (bundle budget).
const HireSearchForm = lazy(() =>
  import('#app/features/hire/hire-search-form.tsx').then((m) => ({ default: m.HireSearchForm })),
)

/** The trip search of home and dashboard: the home tabs holding the seat and hire searches. */
export function TripSearch() {
  return <HomeTabs seatSearch={<SeatSearchForm />} hireSearch={<HireSearchForm />} />
}
