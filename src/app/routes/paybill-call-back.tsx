import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/paybill-call-back')({
  component: PaybillCallBackPage,
})

function PaybillCallBackPage() {
  return <ComingSoon title="Bill payment confirmation" />
}
