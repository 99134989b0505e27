import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/delete-account')({
  component: DeleteAccountPage,
})

function DeleteAccountPage() {
  return <ComingSoon title="Delete your account" />
}
