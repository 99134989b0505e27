import { createFileRoute } from '@tanstack/react-router'
import { AboutUsPage } from '#app/features/content/about-us-page.tsx'

export const Route = createFileRoute('/About-Us')({
  component: AboutUsPage,
})
