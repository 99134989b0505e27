import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '#app/ui/page.tsx'

export const Route = createFileRoute('/Bus-Terminal')({
  component: BusTerminalPage,
})

function BusTerminalPage() {
  return (
    <ComingSoon
      title="Bus Terminals"
      note="Find a Waka terminal near you. The terminal finder is being built and will be available soon."
    />
  )
}
