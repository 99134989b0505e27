import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/airtime-topup')({
  component: AirtimeTopupPage,
})

function AirtimeTopupPage() {
  return <ComingSoon title="Top Up Airtime" />
}
