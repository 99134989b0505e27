import { createFileRoute } from '@tanstack/react-router'
import { PaybillsPage } from '#app/features/content/paybills-page.tsx'

export const Route = createFileRoute('/paybills')({
  component: PaybillsPage,
})
