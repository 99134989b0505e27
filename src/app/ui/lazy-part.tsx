import { Component, createElement, Suspense, type ComponentType, type ReactNode } from 'react'
import { OFFLINE_MESSAGE } from '#app/api/http.ts'
import { retryFailedStyles } from '#app/offline/chunk-failures.ts'
import './lazy-part.css'

const NOT_LOADED = 'This part of the page could not be loaded. Please try again.'

/** A part's chunk that did not arrive: the only error a PartBoundary handles itself. */
class PartLoadError extends Error {
  /** The signal came back before a boundary caught this (its listener would miss that). */
  signalBack = false

  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause })
    window.addEventListener('online', () => (this.signalBack = true), { once: true })
  }
}

/** Bumped by a PartBoundary's retry: a part whose load failed before it asks again. */
let retries = 0

/**
 * A part of the page in a chunk of its own, loaded when first rendered (like React.lazy), inside a
 * PartBoundary. Unlike React.lazy it does not keep a failed load for good: after the boundary's
 * retry, it asks again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let failure: PartLoadError | undefined
  let failedBefore = Infinity
  return function LazyPart(props: P) {
    if (loaded) return createElement(loaded, props)
    if (!loading || failedBefore <= retries) {
      const attempt = retries
      failedBefore = Infinity
      failure = undefined
      loading = load().then(
        (part) => void (loaded = part),
        (cause: unknown) => {
          // Kept, so the boundary sees it, until a retry.
          failedBefore = attempt + 1
          failure = new PartLoadError(cause)
        },
      )
    }
    if (failure) throw failure
    // Suspends until the chunk is in: React 18 has no use(), and a thrown promise is how a
    // Suspense boundary waits. The promise never rejects; a failure is thrown on the render after.
    throw loading
  }
}

interface BoundaryProps {
  /** Shown while the part loads. */
  fallback: ReactNode
  /**
   * For what the traveller did not ask for (the footer, the toast, the install prompts): when it
   * cannot load, the page goes on without it, and it comes when the signal is back.
   */
  quiet?: boolean
  children: ReactNode
}

/**
 * Where a lazyPart goes: its fallback while it loads; if its chunk cannot be fetched (a first
 * visit losing the signal, before the service worker keeps the app), a message in its place and
 * a Try Again, and a new try when the signal is back. The rest of the page, a half-filled form
 * say, stays as it was. Any other error goes on to the page's own error screen.
 */
export class PartBoundary extends Component<BoundaryProps, { failed: unknown }> {
  override state = { failed: null as unknown }

  static getDerivedStateFromError(failed: unknown) {
    return { failed }
  }

  override componentDidCatch(failed: unknown) {
    if (!(failed instanceof PartLoadError)) return
    if (failed.signalBack) this.retry()
    else window.addEventListener('online', this.retry)
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }

  retry = () => {
    window.removeEventListener('online', this.retry)
    retryFailedStyles()
    retries++
    this.setState({ failed: null })
  }

  override render() {
    const { failed } = this.state
    if (failed === null)
      return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
    if (!(failed instanceof PartLoadError)) throw failed
    if (this.props.quiet) return null
    return (
      <div className="part-unavailable">
        <p role="alert">{navigator.onLine ? NOT_LOADED : OFFLINE_MESSAGE}</p>
        <button type="button" className="button button--ghost" onClick={this.retry}>
          Try Again
        </button>
      </div>
    )
  }
}
