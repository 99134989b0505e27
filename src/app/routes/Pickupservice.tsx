import { createFileRoute } from '@tanstack/react-router'
import { PickupPage } from '#app/features/terminals/pickup-page.tsx'

export const Route = createFileRoute('/Pickupservice')({
  component: PickupPage,
})
