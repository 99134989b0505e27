import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '#app/features/content/careers-page.tsx'

export const Route = createFileRoute('/Careers')({
  component: CareersPage,
})
