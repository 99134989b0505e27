import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/login')({
  component: LoginPage,
})

function LoginPage() {
  return (
    <ComingSoon
      title="Sign in"
      note="Sign in with your phone number or e-mail. Sign-in is being built and will be available soon."
    />
  )
}
