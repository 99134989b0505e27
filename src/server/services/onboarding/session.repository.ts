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
 * Rotates once only, naming the token it is replaced by: false when the token was already
 * rotated or revoked (a reuse).
 */
export async function markRotated(db: Database, id: string, now: Date, replacedBy: string) {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, replaced_by: replacedBy })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Rotated again, into `replacedBy`: a retry after a lost answer. */
export async function markRotatedAgain(db: Database, id: string, now: Date, replacedBy: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, replaced_by: replacedBy })
    .where('id', '=', id)
    .execute()
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

/** Whether any token of the sign-in still stands. */
export async function familyIsLive(db: Database, familyId: string) {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
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
