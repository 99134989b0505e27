import { useState, type ReactNode } from 'react'
import { Tabs } from '#app/ui/tabs.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import './home.css'

// Only 'Book a seat' ships with the home page; the other tabs load when chosen (DESIGN §9 budget).
const BookingStatusForm = lazyPart(() =>
  import('./booking-status-form.tsx').then((m) => m.BookingStatusForm),
)
const FlightBooking = lazyPart(() => import('./flight-booking.tsx').then((m) => m.FlightBooking))

const TABS = [
  { id: 'seat', label: 'Book a seat' },
  { id: 'hire', label: 'Hire a bus' },
  { id: 'status', label: 'Booking status' },
  { id: 'flight', label: 'Book a flight' },
] as const
type TabId = (typeof TABS)[number]['id']

/** SPEC §2 Home: four tabs; the seat and hire searches come from their features. */
export function HomeTabs({
  seatSearch,
  hireSearch,
}: {
  seatSearch: ReactNode
  hireSearch: ReactNode
}) {
  const [tab, setTab] = useState<TabId>('seat')
  return (
    <section className="booking-card" aria-label="Book your trip">
      <Tabs label="What would you like to do?" tabs={TABS} selected={tab} onSelect={setTab}>
        <PartBoundary key={tab} fallback={<Spinner label="Loading…" />}>
          {tab === 'seat' && seatSearch}
          {tab === 'hire' && hireSearch}
          {tab === 'status' && <BookingStatusForm />}
          {tab === 'flight' && <FlightBooking />}
        </PartBoundary>
      </Tabs>
    </section>
  )
}
