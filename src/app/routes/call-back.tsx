import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/call-back')({
  component: CallBackPage,
})

function CallBackPage() {
  return <ComingSoon title="Payment confirmation" />
}
