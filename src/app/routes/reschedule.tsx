import { createFileRoute } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'

export const Route = createFileRoute('/reschedule')({
  component: ReschedulePage,
})

/** SPEC §2: a static placeholder with a non-functional 'Reschedule Now'; SPEC §9 fee. */
function ReschedulePage() {
  return (
    <Page title="Reschedule your trip">
      <p>
        Missed your bus or need another day? A missed bus can be rescheduled for a ₦1,000.00 fee at
        any terminal or through our contact centre.
      </p>
      <button type="button" className="button" aria-disabled="true">
        Reschedule Now
      </button>
    </Page>
  )
}
