// A page's chunk that could not be fetched: a first visit that lost the signal before the service
// worker kept the app. TanStack Router answers a missing route chunk by reloading the page once
// (meant for a new deploy that removed it); with no signal that reload left the app for the
// browser's own offline page, the traveller's place lost. Every chunk the app asks for goes
// through Vite's preload helper, which announces a failure as `vite:preloadError` before it
// rejects: the failure is noted here, the router is told it has already reloaded for it, and the
// page's error screen says what happened and reloads only once the server answers.

const failures = new WeakSet<object>()

/** TanStack Router's own note that it reloaded for this failure (lazyRouteComponent). */
const routerReloadKey = (error: Error) => `tanstack_router_reload:${error.message}`

const failedSheets = new Set<string>()
const sheetRetries = new Map<string, number>()

/** Links again every stylesheet whose fetch failed (one that fails again is kept for later). */
export function retryFailedStyles() {
  for (const href of failedSheets) {
    failedSheets.delete(href)
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

export function watchChunkFailures() {
  // A part's stylesheet that could not be fetched stays in <head> as a dead link, and Vite's
  // preload helper never asks for a stylesheet twice: the part, loaded again once the signal was
  // back, came without its styles for the rest of the visit. The dead link goes, and the sheet is
  // linked again when the signal is back or the traveller tries again (retryFailedStyles).
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target
      if (!(link instanceof HTMLLinkElement)) return
      if (link.rel === 'stylesheet') {
        failedSheets.add(link.href)
        // Failed while the phone says it is online: the signal has just come back and is not yet
        // usable (.ci/run saw the retry made at the 'online' event fail so, and the tab stayed
        // without its styles). Asked again shortly, a few times, not only at the next 'online'.
        const tries = sheetRetries.get(link.href) ?? 0
        if (navigator.onLine && tries < 4) {
          sheetRetries.set(link.href, tries + 1)
          setTimeout(retryFailedStyles, 500 * 2 ** tries)
        }
      }
      if (link.rel === 'stylesheet' || link.rel === 'modulepreload') link.remove()
    },
    true,
  )
  window.addEventListener('online', retryFailedStyles)
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!(error instanceof Error)) return
    failures.add(error)
    try {
      sessionStorage.setItem(routerReloadKey(error), '1')
    } catch {
      // Storage refused (private mode, full): the router may reload, as it did before.
    }
  })
}

/** Whether `error` is a chunk of the app that could not be fetched. */
export function isChunkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failures.has(error)
}

/** Reloads the page once the server answers; false when it still cannot be reached. */
export async function reloadWhenReachable(): Promise<boolean> {
  try {
    // The page's own address, as the reload will ask for it.
    const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    if (!answer.ok) return false
  } catch {
    return false
  }
  window.location.reload()
  return true
}
