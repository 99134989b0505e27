import { createFileRoute } from '@tanstack/react-router'
import { TravelsToursPage } from '#app/features/content/travels-tours-page.tsx'

export const Route = createFileRoute('/Travels-Tours')({
  component: TravelsToursPage,
})
