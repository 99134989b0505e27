import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/Contact-Us')({
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <ComingSoon
      title="Contact Us"
      note="Our contact centre is open 24/7. The contact form is being built and will be available soon."
    />
  )
}
