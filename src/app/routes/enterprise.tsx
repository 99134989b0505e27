import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/enterprise')({
  component: EnterprisePage,
})

function EnterprisePage() {
  return (
    <ComingSoon
      title="Enterprise Partner"
      note="Partner with Waka as an individual or a corporate vehicle owner. The enquiry form is being built."
    />
  )
}
