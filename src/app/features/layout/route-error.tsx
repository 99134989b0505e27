import { useEffect, useState } from 'react'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { isChunkFailure, reloadWhenReachable } from '#app/offline/chunk-failures.ts'
import { retryWhileOnline } from '#app/offline/while-online.ts'

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

/**
 * The page's own code could not be fetched (a first visit that lost the signal). The page is
 * loaded afresh once the server answers: when the signal is back, or on Try Again.
 */
function PageNotLoaded() {
  const [offline, setOffline] = useState(!navigator.onLine)
  const retry = () =>
    void reloadWhenReachable().then((reloading) => {
      if (!reloading) setOffline(true)
    })
  useEffect(() => {
    // Asked at the 'online' event, and again shortly while the phone says it is online.
    let stop = () => {}
    const online = () => {
      stop()
      stop = retryWhileOnline(() =>
        reloadWhenReachable().then((reloading) => {
          if (!reloading) setOffline(true)
          return !reloading
        }),
      )
    }
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      stop()
    }
  }, [])
  return (
    <ErrorScreen
      title="This page could not be loaded"
      message={offline ? OFFLINE_MESSAGE : 'Please try again.'}
      onTryAgain={retry}
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
