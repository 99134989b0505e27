import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/signnow')({
  component: SignnowPage,
})

function SignnowPage() {
  return (
    <ComingSoon
      title="Sign in to continue"
      note="Sign in to hire a bus, or continue without logging in. This step is being built."
    />
  )
}
