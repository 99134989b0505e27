import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '#app/features/checkout/checkout-page.tsx'

export const Route = createFileRoute('/passenger-details')({
  component: CheckoutPage,
})
