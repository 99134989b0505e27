import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/login-reg')({
  component: LoginRegPage,
})

function LoginRegPage() {
  return <ComingSoon title="Personalise your profile" />
}
