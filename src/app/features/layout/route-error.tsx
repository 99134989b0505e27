import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'

/** Any screen that failed to load: a plain message and a way home. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="page page--centred">
      <h1>Something went wrong</h1>
      <p role="alert">{errorMessage(error, 'This page could not be shown. Please try again.')}</p>
      <div className="actions">
        <button type="button" className="button" onClick={reset}>
          Try Again
        </button>
        <Link to="/" className="button button--ghost">
          Return Home
        </Link>
      </div>
    </div>
  )
}
