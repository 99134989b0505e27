import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireSession } from '#app/features/account/require-session.ts'
import { RatingsPage } from '#app/features/enquiries/ratings-page.tsx'

// SPEC §6: ratings are for signed-in customers; ?seatId= names the travelled seat.
const RatingsSearch = v.object({
  seatId: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
})

export const Route = createFileRoute('/ratings')({
  validateSearch: (search) => {
    const parsed = v.safeParse(RatingsSearch, search)
    return parsed.success ? parsed.output : {}
  },
  beforeLoad: () => requireSession(),
  component: Ratings,
})

function Ratings() {
  const { seatId } = Route.useSearch()
  return <RatingsPage seatId={seatId} />
}
