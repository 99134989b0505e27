import type { Database } from '#server/db/database.ts'
import { listInvitations } from './ambassador.repository.ts'

// The demo ambassadors' tier 3 invitations carry a code each database draws at random (README,
// Ambassadors). Outside production a tester lists them at GET /api/dev/ambassadors; `npm start`
// hides that, and left no way to walk the upgrade. The start prints the open ones instead, in
// the log where the outbox prints every code, and only when e-mail goes to the outbox.

export const upgradeLink = (verificationId: string) => `/upgrade?verificationId=${verificationId}`

/** One log line per ambassador not yet upgraded, with the link their invitation would carry. */
export async function logOpenInvitations(db: Database) {
  for (const a of await listInvitations(db)) {
    if (a.tier >= 3) continue
    const link = upgradeLink(a.verification_id)
    console.info(`[outbox] tier 3 invitation for ${a.first_name} ${a.last_name}: ${link}`)
  }
}
