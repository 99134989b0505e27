import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/suggest-route')({
  component: SuggestRoutePage,
})

function SuggestRoutePage() {
  return <ComingSoon title="Suggest a Route" />
}
