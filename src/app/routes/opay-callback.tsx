import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/opay-callback')({
  component: OpayCallbackPage,
})

function OpayCallbackPage() {
  return <ComingSoon title="OPay payment confirmation" />
}
