import { createFileRoute } from '@tanstack/react-router'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import { RoutePricesPage } from '#app/features/route-prices/route-prices-page.tsx'

export const Route = createFileRoute('/route-prices')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(departureTerminalsQueryOptions())
  },
  component: RoutePricesPage,
})
