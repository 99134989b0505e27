import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#app/features/enquiries/contact-page.tsx'

export const Route = createFileRoute('/Contact-Us')({
  component: ContactPage,
})
