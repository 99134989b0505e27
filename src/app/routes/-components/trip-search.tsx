import { HomeTabs } from '#app/features/home/home-tabs.tsx'
import { SeatSearchForm } from '#app/features/booking/seat-search-form.tsx'
import { lazyPart } from '#app/ui/lazy-part.tsx'

// Only 'Book a seat' ships with the page; hiring loads when its tab is chosen (bundle budget).
const HireSearchForm = lazyPart(() =>
  import('#app/features/hire/hire-search-form.tsx').then((m) => m.HireSearchForm),
)

/** The trip search of home and dashboard: the home tabs holding the seat and hire searches. */
export function TripSearch() {
  return <HomeTabs seatSearch={<SeatSearchForm />} hireSearch={<HireSearchForm />} />
}
