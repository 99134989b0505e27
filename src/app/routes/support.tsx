import { createFileRoute, Link } from '@tanstack/react-router'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'

export const Route = createFileRoute('/support')({
  component: SupportPage,
})

function SupportPage() {
  return (
    <SidebarLayout title="Support">
      <p>
        Our contact centre is open 24/7. Reach us from the <Link to="/Contact-Us">Contact Us</Link>{' '}
        page any time.
      </p>
    </SidebarLayout>
  )
}
