import { createFileRoute } from '@tanstack/react-router'
import { SafetyPage } from '#app/features/content/safety-page.tsx'

export const Route = createFileRoute('/Safety')({
  component: SafetyPage,
})
