import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/flutter-pay')({
  component: FlutterPayPage,
})

function FlutterPayPage() {
  return <ComingSoon title="Flutterwave payment" />
}
