import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/hire-passenger-details')({
  component: HirePassengerDetailsPage,
})

function HirePassengerDetailsPage() {
  return <ComingSoon title="Hire trip summary" />
}
