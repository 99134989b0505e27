// The global sheet first: feature and ui sheets come after it in the cascade.
import './styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router.tsx'
import { persistQueryCache } from './offline/query-persister.ts'
import { holdPaintedSnapshot, releasePaintedSnapshot } from './offline/painted-snapshot.ts'
import { watchChunkFailures } from './offline/chunk-failures.ts'
import { endedCustomer, getUser, onSessionChange } from './lib/session.ts'
import { forgetCheckout } from './lib/trip-storage.ts'
import { afterSettling } from './lib/after-settling.ts'
import { keepTheFocusOnThePage } from './lib/focus-keeper.ts'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 24 * 60 * 60 * 1000,
      retry: 1,
      // Let the service worker answer from its cache when the network is down (DESIGN §4).
      networkMode: 'offlineFirst',
    },
    // A form sent with no signal says so at once (its request fails): paused until the signal
    // came back, a password changed, an account deleted or an OTP sent minutes later, with the
    // page that asked no longer saying so. Forms meant to wait go through the submission queue.
    mutations: { networkMode: 'always' },
  },
})
// A page's chunk that cannot be fetched (no signal) shows the page's error screen, not a reload.
watchChunkFailures()

// A ticket page the service worker painted from its snapshot stays on screen while the app
// renders the page out of sight (issue 9); going elsewhere lets it go at once.
holdPaintedSnapshot()
keepTheFocusOnThePage()

// Start-up is cut into tasks the browser can answer a tap between (issue 9: on a 4x-throttled
// phone the modules, the router and the first render made one long task of 150 ms and more):
// the persisted cache starts loading, the router is built in a task of its own, and React
// renders the first page in a transition, which yields to the browser every few milliseconds.
const restored = persistQueryCache(queryClient).then(() => queryClient.resumePausedMutations())
await new Promise((resolve) => setTimeout(resolve, 0))

const router = createAppRouter(queryClient)
const pageTitle = () => import('./lib/page-title.ts')
router.subscribe('onResolved', (event) => {
  if (event.fromLocation && event.hrefChanged) releasePaintedSnapshot()
  // The first page (opened from a message's link, a gateway's return, a reload) is named too,
  // once the browser is idle: the title follows its heading from then on.
  if (!event.fromLocation)
    afterSettling(
      () =>
        void pageTitle().then(
          (m) => m.keepTitleToHeading(),
          () => undefined,
        ),
      300,
      2000,
    )
  // A page reached from another names itself and takes the focus (the module loads then: off
  // the first page's critical path, whose title index.html gives).
  if (event.fromLocation && event.pathChanged)
    void pageTitle().then(
      (m) => m.nameThePage(),
      // Its chunk could not be fetched (no signal on a first visit): the page goes unnamed.
      () => undefined,
    )
})
// A page opened with no signal tries again by itself once the signal is back: TanStack Query's
// own refetch on reconnect never comes for a page that started offline (it assumes it is
// online, so the 'online' event changes nothing), nor does the router load a page again.
// A page load still on its way when the signal comes back (begun offline: a Try Again) fails
// after the event: it is retried once it has ended, or the page stayed on its error.
const pageFailed = () => router.state.matches.some((match) => match.status === 'error')
window.addEventListener('online', () => {
  void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })
  if (pageFailed()) return void router.invalidate()
  if (router.state.isLoading || router.state.status === 'pending') {
    const stop = router.subscribe('onResolved', () => {
      stop()
      if (pageFailed()) void router.invalidate()
    })
  }
})
// Signed out in another tab (or the session ended): the page on screen runs its guards again, so
// a signed-in page (settings, history, the wallet) leaves instead of showing what it held.
// Signed in there as another customer (after a Logout, or over it): this tab starts again as
// them, without what was typed here for the first (a checkout's travellers and the booking it
// was paying), which would otherwise be booked and paid under the second account.
let signedIn = getUser() !== null
// (After a session ended here, the customer it was: another signing in again starts afresh.)
let lastCustomer = getUser()?.CustomersId ?? endedCustomer()
onSessionChange(() => {
  const customer = getUser()?.CustomersId ?? null
  if (customer !== null && lastCustomer !== null && customer !== lastCustomer) {
    forgetCheckout()
    return window.location.reload()
  }
  if (signedIn && customer === null) void router.invalidate()
  signedIn = customer !== null
  lastCustomer = customer ?? lastCustomer
})

// Start from the persisted cache when it is quick to read; never wait long for IndexedDB.
const RESTORE_WAIT_MS = 800
await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])

// The router settles the first page (its chunk, guards and loaders) before React first renders,
// so that render is the page itself, in a transition the browser can interrupt. Rendered before
// the router settled, the app drew an empty first page and then the whole page again in one
// synchronous render when the router's state changed: a task of 80 ms and more at 4x CPU (issue
// 9). A loader still waiting on the network after the router's pending time (a search on a slow
// line) no longer holds the first render: the page's pending view shows, as before.
await Promise.race([
  router.load().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs)),
])

const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
)
