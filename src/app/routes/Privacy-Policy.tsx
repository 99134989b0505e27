import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '#app/features/content/privacy-page.tsx'

export const Route = createFileRoute('/Privacy-Policy')({
  component: PrivacyPage,
})
