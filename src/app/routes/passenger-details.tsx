import { createFileRoute } from '@tanstack/react-router'
import { useUser } from '#app/features/account/session.ts'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/passenger-details')({
  component: PassengerDetailsPage,
})

function PassengerDetailsPage() {
  const user = useUser()
  return (
    <ComingSoon
      title={`Hi ${user?.FirstName || 'Guest'}, we just need few more details about you`}
      note="Pick Up, Passenger Details and Next of Kin Details are being built."
    />
  )
}
