import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/pay-flutter')({
  component: PayFlutterPage,
})

function PayFlutterPage() {
  return <ComingSoon title="Pay with Flutterwave" />
}
