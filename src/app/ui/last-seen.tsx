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
  children: (data: T) => ReactNode
}) {
  const { query } = props
  const offline =
    query.fetchStatus === 'paused' || (query.error instanceof ApiError && query.error.status === 0)
  if (query.data === undefined) {
    if (query.isPending && query.fetchStatus !== 'paused') return <Spinner label={props.loading} />
    return (
      <p role="alert" className="notice">
        {offline ? OFFLINE_MESSAGE : errorMessage(query.error)}
      </p>
    )
  }
  return (
    <>
      {(offline || query.isError) && (
        <p className="notice" role="status">
          {offline
            ? `You are offline — showing ${props.what} as last seen.`
            : errorMessage(query.error)}
        </p>
      )}
      {props.children(query.data)}
    </>
  )
}
