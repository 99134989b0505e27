import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { ApiError } from '#app/api/http.ts'

/** /select-bus could not search: a bad link, or the server said no (SPEC §8 shortDescription). */
export function SearchError({ error }: ErrorComponentProps) {
  const message =
    error instanceof ApiError
      ? error.shortDescription
      : 'This search is incomplete or out of date. Please search again.'
  return (
    <div className="page page--centred">
      <h1>Bookings</h1>
      <p role="alert">{message}</p>
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
