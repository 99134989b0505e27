import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError, errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { Spinner } from './spinner.tsx'

/**
 * A signed-in page's own data, kept on the phone (a query with `meta: { persist, customer }`):
 * with no signal it shows what was last seen and says so, inside the page; never seen on this
 * phone, it says why nothing shows. Either asks again by itself once the signal is back (main.tsx
 * refetches a failed query, TanStack Query resumes a paused one).
 */
export function LastSeen<T>(props: {
  query: UseQueryResult<T>
  /** What is shown, in the traveller's words: 'your profile'. */
  what: string
  loading: string
  /** Said instead of the plain offline message when it was never seen on this phone. */
  neverSeen?: string
  /** Offered when there is nothing to show (never seen, or refused): what works instead. */
  instead?: ReactNode
  children: (data: T) => ReactNode
}) {
  const { query } = props
  const offline =
    query.fetchStatus === 'paused' || (query.error instanceof ApiError && query.error.status === 0)
  // A lost answer or a server failure while the phone says it is online: no 'online' event will
  // ask again, so the page does, on the traveller's word. Only a reload did.
  const again = query.isError && query.fetchStatus === 'idle' && (
    <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
      Try Again
    </button>
  )
  if (query.data === undefined) {
    if (query.isPending && query.fetchStatus !== 'paused') return <Spinner label={props.loading} />
    const message = offline ? (props.neverSeen ?? OFFLINE_MESSAGE) : errorMessage(query.error)
    if (props.instead === undefined && !again)
      return (
        <p role="alert" className="notice">
          {message}
        </p>
      )
    return (
      <div role="alert" className="notice">
        <p>{message}</p>
        {again}
        {props.instead}
      </div>
    )
  }
  return (
    <>
      {(offline || query.isError) && (
        <div className="notice" role="status">
          <p>
            {offline
              ? `You are offline — showing ${props.what} as last seen.`
              : errorMessage(query.error)}
          </p>
          {again}
        </div>
      )}
      {props.children(query.data)}
    </>
  )
}
