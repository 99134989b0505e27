import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/signin')({
  component: SigninPage,
})

function SigninPage() {
  return (
    <ComingSoon
      title="Sign in to continue"
      note="Sign in for an additional 5% off, or continue without logging in. This step is being built."
    />
  )
}
