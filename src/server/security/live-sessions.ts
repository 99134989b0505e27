import type { Database } from '#server/db/database.ts'

/**
 * Whether the sign-in a token was issued under (its refresh-token family) still stands: signing
 * out, changing or resetting the password revoke the family, and with it every token it issued,
 * not only the refresh token (a token copied before the sign-out must not outlive it).
 */
export async function sessionIsLive(
  db: Database,
  customerId: number,
  familyId: string,
): Promise<boolean> {
  const live = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return live !== undefined
}
