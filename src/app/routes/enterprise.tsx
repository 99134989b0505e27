import { createFileRoute } from '@tanstack/react-router'
import { EnterprisePage } from '#app/features/enquiries/enterprise-page.tsx'

export const Route = createFileRoute('/enterprise')({
  component: EnterprisePage,
})
