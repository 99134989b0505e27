import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '#app/features/content/terms-page.tsx'

export const Route = createFileRoute('/Terms-and-Conditions')({
  component: TermsPage,
})
