import { createFileRoute, useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { BookingStatusPage } from '#app/features/tickets/booking-status-page.tsx'
import { savedTicketsQuery } from '#app/features/tickets/saved-tickets.queries.ts'

const BookingStatusSearch = v.object({ ref: v.optional(v.pipe(v.string(), v.trim())) })

export const Route = createFileRoute('/bookingStatus')({
  // The loader ships with the page, in the chunk the first HTML already names (route-preloads).
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: BookingStatusSearch,
  // The saved tickets are in the cache before the page first renders. Rendered first, the page
  // suspended on them, and React revealed it only after its 300 ms throttle on suspended content
  // (issue 9: the first screen a third of a second late).
  loader: ({ context }) => context.queryClient.ensureQueryData(savedTicketsQuery),
  component: BookingStatusRoute,
})

function BookingStatusRoute() {
  const { ref } = Route.useSearch()
  // useRouterState, not useLocation: the framework chunk every page loads already has it.
  const alreadyPaid = useRouterState({ select: (s) => s.location.state.alreadyPaid === true })
  // A new reference is a new lookup: the page starts afresh.
  return <BookingStatusPage key={ref ?? ''} reference={ref} alreadyPaid={alreadyPaid} />
}
