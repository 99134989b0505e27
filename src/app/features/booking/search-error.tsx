import { useEffect } from 'react'
import { Link, useRouter, useSearch, type ErrorComponentProps } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { ApiError } from '#app/api/http.ts'
import { flash } from '#app/ui/flash.ts'

/** /select-bus could not search: a bad link, or the server said no (SPEC §8 shortDescription). */
export function SearchError({ error }: ErrorComponentProps) {
  const router = useRouter()
  // Searched with no signal: the page loads again by itself once the signal is back (main.tsx,
  // for every page that failed so).
  const offline = error instanceof ApiError && error.status === 0
  // SPEC §8 Search: a round trip refused shows its fixed message; one way, the server's.
  const { tripType }: { tripType?: unknown } = useSearch({ strict: false })
  const message = !(error instanceof ApiError)
    ? 'This search is incomplete or out of date. Please search again.'
    : !offline && Number(tripType) === 1
      ? messages.searchRoundTripError
      : error.shortDescription
  // SPEC §8: a search the server refused says why in a toast (10 s one way) and goes home to
  // search again. Without a signal the page stays, to search again by itself.
  const refused = error instanceof ApiError && !offline
  useEffect(() => {
    if (!refused) return
    flash(message, 'error', Number(tripType) === 1 ? 4000 : 10_000)
    void router.navigate({ to: '/', replace: true })
  }, [refused, message, tripType, router])
  return (
    <div className="page page--centred">
      <h1>Bookings</h1>
      <p role="alert">{message}</p>
      {offline && <p>The buses show here by themselves once you are back online.</p>}
      <Link to="/" className="button">
        Book Again
      </Link>
    </div>
  )
}

/** /select-bus opened without where, where to and when: a friendly way back to the search. */
export function IncompleteSearch() {
  return (
    <div className="page page--centred">
      <h1>Find your bus</h1>
      <p>Tell us where you are travelling from and to, and when, to see the buses and seats.</p>
      <Link to="/" className="button">
        Search for a bus
      </Link>
    </div>
  )
}
