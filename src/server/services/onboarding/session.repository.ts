import type { Database } from '#server/db/database.ts'

export function insertRefreshToken(
  db: Database,
  values: {
    id: string
    family_id: string
    customer_id: number
    token_hash: string
    created_at: Date
    expires_at: Date
  },
) {
  return db.insertInto('refresh_tokens').values(values).execute()
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/**
 * Rotates the token into `replacedBy` if it is as it was read: not revoked, and rotated when it
 * was (`rotatedAt`, null for never). False otherwise: a reuse, or a twin request got in first.
 */
export async function markRotated(
  db: Database,
  id: string,
  now: Date,
  replacedBy: string,
  rotatedAt: Date | null,
) {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, replaced_by: replacedBy })
    .where('id', '=', id)
    .where((eb) =>
      rotatedAt === null ? eb('rotated_at', 'is', null) : eb('rotated_at', '=', rotatedAt),
    )
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** The token a rotation issued, revoked if it was never used: false when it was. */
export async function giveUpUnusedSuccessor(db: Database, successorId: string, now: Date) {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('id', '=', successorId)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function revokeFamily(db: Database, familyId: string, now: Date) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every session of a customer (password reset), or all but one (password change). */
export async function revokeCustomerSessions(
  db: Database,
  customerId: number,
  now: Date,
  exceptFamilyId: string | null = null,
) {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
  if (exceptFamilyId) query = query.where('family_id', '<>', exceptFamilyId)
  await query.execute()
}
