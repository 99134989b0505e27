import { Link } from '@tanstack/react-router'

/** SPEC §2: any other path shows a not-found page with 'Return Home'. */
export function NotFound() {
  return (
    <div className="page page--centred">
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved.</p>
      <Link to="/" className="button">
        Return Home
      </Link>
    </div>
  )
}
