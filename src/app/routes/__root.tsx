import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import type { RouterContext } from '#app/router.tsx'
import { RootLayout } from '#app/features/layout/root-layout.tsx'
import { DeferredPwaPrompts } from '#app/features/pwa/deferred-pwa-prompts.tsx'
import { NotFound } from '#app/features/layout/not-found.tsx'
import { isLegacyPath } from '#app/features/layout/legacy-paths.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (isLegacyPath(location.pathname)) throw redirect({ to: '/', replace: true })
  },
  component: () => <RootLayout pwaPrompts={<DeferredPwaPrompts />} />,
  notFoundComponent: NotFound,
})
