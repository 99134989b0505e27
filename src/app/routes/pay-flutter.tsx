import { createFileRoute } from '@tanstack/react-router'
import { HandOffPage } from '#app/features/payment/hand-off-page.tsx'
import { useSearchText } from '#app/features/payment/use-search-text.ts'

// SPEC §2 provider hand-off page (?ref=…): the provider's name and one pay button.
export const Route = createFileRoute('/pay-flutter')({
  component: PayFlutterPage,
})

function PayFlutterPage() {
  return <HandOffPage gateway="flutterwave" reference={useSearchText('ref')} />
}
