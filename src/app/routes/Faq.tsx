import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '#app/features/content/faq-page.tsx'

export const Route = createFileRoute('/Faq')({
  component: FaqPage,
})
