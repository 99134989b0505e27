import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '#app/features/account/login-page.tsx'

export const Route = createFileRoute('/login')({
  component: LoginPage,
})
