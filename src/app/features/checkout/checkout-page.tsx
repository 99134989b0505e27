import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useUser } from '#app/lib/session.ts'
import { readTripSelection } from '#app/lib/trip-storage.ts'
import { Page } from '#app/ui/page.tsx'
import { completeTrip } from './booking-payload.ts'
import { CheckoutSteps } from './checkout-steps.tsx'
import './checkout.css'

/** SPEC §2 Checkout (/passenger-details): the trip saved by the seat steps, then three steps. */
export function CheckoutPage() {
  const user = useUser()
  const [selection] = useState(readTripSelection)
  const trip = completeTrip(selection)
  const title = `Hi ${user?.FirstName || 'Guest'}, we just need few more details about you`
  if (!trip || !selection)
    return (
      <Page title={title}>
        <p className="notice">
          We could not find the bus and seats for this booking. Please search and choose your seats
          again.
        </p>
        <Link to="/" className="button">
          Book Again
        </Link>
      </Page>
    )
  return (
    <div className="page checkout">
      <h1>{title}</h1>
      <CheckoutSteps trip={trip} search={selection.search} />
    </div>
  )
}
