import { createFileRoute } from '@tanstack/react-router'
import { DeleteAccountPage } from '#app/features/ambassador/delete-account-page.tsx'

export const Route = createFileRoute('/delete-account')({
  component: DeleteAccountPage,
})
