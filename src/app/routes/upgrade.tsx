import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UpgradePage } from '#app/features/ambassador/upgrade-page.tsx'

// SPEC §6: the ambassador's invitation link carries ?verificationId=.
const UpgradeSearch = v.object({
  verificationId: v.optional(v.pipe(v.unknown(), v.transform(String))),
})

export const Route = createFileRoute('/upgrade')({
  validateSearch: (search) => {
    const parsed = v.safeParse(UpgradeSearch, search)
    return parsed.success ? parsed.output : {}
  },
  component: Upgrade,
})

function Upgrade() {
  const { verificationId } = Route.useSearch()
  return <UpgradePage verificationId={verificationId} />
}
