import { createFileRoute } from '@tanstack/react-router'
import { SuggestRoutePage } from '#app/features/enquiries/suggest-route-page.tsx'

export const Route = createFileRoute('/suggest-route')({
  component: SuggestRoutePage,
})
