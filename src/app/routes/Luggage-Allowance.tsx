import { createFileRoute } from '@tanstack/react-router'
import { LuggagePage } from '#app/features/content/luggage-page.tsx'

export const Route = createFileRoute('/Luggage-Allowance')({
  component: LuggagePage,
})
