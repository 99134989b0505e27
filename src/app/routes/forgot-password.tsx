import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '#app/features/account/forgot-password-page.tsx'

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
})
