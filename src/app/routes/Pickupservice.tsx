import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/Pickupservice')({
  component: PickupservicePage,
})

function PickupservicePage() {
  return (
    <ComingSoon
      title="Pick up Service"
      note="Get picked up on your way to the terminal at no extra charge. Pick-up locations are being added."
    />
  )
}
