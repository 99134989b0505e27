import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen.ts'
import { NotFound } from '#app/features/layout/not-found.tsx'
import { RouteError } from '#app/features/layout/route-error.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // SPEC §2 lists both /Register and /register: paths match case-insensitively, so one route
    // answers both spellings (and /about-us finds /About-Us).
    caseSensitive: false,
    // Loaders only warm the query cache; let the query's own staleTime decide freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface HistoryState {
    /**
     * The checkout found the booking it was paying already paid (in another tab) and shows its
     * status instead: in the history entry, not the address, so a link or a visit says nothing.
     */
    alreadyPaid?: boolean
  }
}
