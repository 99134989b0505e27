import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/call-back-hire')({
  component: CallBackHirePage,
})

function CallBackHirePage() {
  return <ComingSoon title="Hire payment confirmation" />
}
