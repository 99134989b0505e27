import { createFileRoute } from '@tanstack/react-router'
import { AwardsPage } from '#app/features/content/awards-page.tsx'

export const Route = createFileRoute('/Awards')({
  component: AwardsPage,
})
