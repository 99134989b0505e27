import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { listInvitations } from './ambassador.repository.ts'
import { upgradeLink } from './invitations.ts'

// GET /api/dev/ambassadors: the demo ambassadors and their upgrade links, whose codes each
// database draws at random (README, Trying it out). app.ts mounts this only outside production.
export const devAmbassadorRoutes = new Hono<AppEnv>()

devAmbassadorRoutes.get('/ambassadors', async (c) => {
  const rows = await listInvitations(c.get('deps').db)
  return c.json({
    ambassadors: rows.map((a) => ({
      id: a.id,
      name: `${a.first_name} ${a.last_name}`,
      email: a.email,
      tier: a.tier,
      upgradeLink: upgradeLink(a.verification_id),
    })),
  })
})
