import { useEffect, useState } from 'react'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { isChunkFailure, reloadWhenReachable } from '#app/offline/chunk-failures.ts'

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
    // The phone says it is online a moment before the signal carries anything (.ci/run saw the
    // check made at the 'online' event fail so, and the page stayed here): asked again shortly,
    // a few times, while the phone still says it is online.
    let timer = 0
    const whenBack = (tries: number) =>
      void reloadWhenReachable().then((reloading) => {
        if (reloading) return
        setOffline(true)
        if (navigator.onLine && tries < 4)
          timer = window.setTimeout(() => whenBack(tries + 1), 500 * 2 ** tries)
      })
    const online = () => {
      window.clearTimeout(timer)
      whenBack(0)
    }
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      window.clearTimeout(timer)
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
