import { createFileRoute } from '@tanstack/react-router'
import { TerminalsPage } from '#app/features/terminals/terminals-page.tsx'

export const Route = createFileRoute('/Bus-Terminal')({
  component: TerminalsPage,
})
