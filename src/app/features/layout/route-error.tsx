import { useEffect, useState } from 'react'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { isChunkFailure, reloadWhenReachable } from '#app/offline/chunk-failures.ts'
import { whenOnline } from '#app/offline/when-online.ts'

/** Any screen that failed to load: a plain message and a way home. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isChunkFailure(error)) return <PageNotLoaded />
  return (
    <ErrorScreen
      title="Something went wrong"
      message={errorMessage(error, 'This page could not be shown. Please try again.')}
      onTryAgain={reset}
    />
  )
}

/** Loads the page afresh once the server answers; if it does not, says so. True when it did not. */
function reloadOrSayOffline(setOffline: (offline: boolean) => void): Promise<boolean> {
  return reloadWhenReachable().then((reloading) => {
    if (!reloading) setOffline(true)
    return !reloading
  })
}

/**
 * The page's own code could not be fetched (a first visit that lost the signal). The page is
 * loaded afresh once the server answers: when the signal is back, or on Try Again.
 */
function PageNotLoaded() {
  const [offline, setOffline] = useState(!navigator.onLine)
  // Asked again when the signal is back, and shortly after while the phone says it is online.
  useEffect(() => whenOnline(() => reloadOrSayOffline(setOffline)), [])
  return (
    <ErrorScreen
      title="This page could not be loaded"
      message={offline ? OFFLINE_MESSAGE : 'Please try again.'}
      onTryAgain={() => void reloadOrSayOffline(setOffline)}
    />
  )
}

function ErrorScreen(props: { title: string; message: string; onTryAgain: () => void }) {
  return (
    <div className="page page--centred">
      <h1>{props.title}</h1>
      <p role="alert">{props.message}</p>
      <div className="actions">
        <button type="button" className="button" onClick={props.onTryAgain}>
          Try Again
        </button>
        <Link to="/" className="button button--ghost">
          Return Home
        </Link>
      </div>
    </div>
  )
}
