import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/bnpl-call-back')({
  component: BnplCallBackPage,
})

function BnplCallBackPage() {
  return <ComingSoon title="Buy now, pay later confirmation" />
}
