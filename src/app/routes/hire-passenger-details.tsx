import { createFileRoute } from '@tanstack/react-router'
import { HireDetailsPage } from '#app/features/hire/hire-details-page.tsx'

export const Route = createFileRoute('/hire-passenger-details')({
  component: HireDetailsPage,
})
