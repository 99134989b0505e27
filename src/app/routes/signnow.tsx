import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '#app/features/account/register-page.tsx'

export const Route = createFileRoute('/signnow')({
  component: SignnowPage,
})

/** SPEC §2 Hire: a guest signs up here, or continues to the hire details without logging in. */
function SignnowPage() {
  return <RegisterPage continueTo="/hire-passenger-details" />
}
