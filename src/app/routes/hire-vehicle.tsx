import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/hire-vehicle')({
  component: HireVehiclePage,
})

function HireVehiclePage() {
  return (
    <ComingSoon
      title="Hire a Bus"
      note="Hire a whole bus for your trip, one way or round trip, from the Hire a bus tab on the home page."
    />
  )
}
