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

/**
 * Takes a customer's sessions for the rest of the transaction (their customer row, so one lock,
 * never two in either order). A refresh, a sign-out and a password change of one customer then
 * run one after another, and a token a refresh issues is written before a revocation reads the
 * family, never after it (tester O: a refresh racing a reuse or a sign-out inserted its token
 * after the family was revoked, and the ended sign-in lived on). NO KEY UPDATE leaves the rows
 * that merely refer to the customer free to be written meanwhile.
 */
export async function lockSessions(db: Database, customerId: number) {
  await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .forNoKeyUpdate()
    .execute()
}

export function findRefreshTokenById(db: Database, id: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** Marks the token rotated into `replacedBy` (the caller holds its family's lock). */
export async function markRotated(db: Database, id: string, now: Date, replacedBy: string) {
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

export async function revokeFamily(db: Database, familyId: string, now: Date) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every session of a customer (password reset), or all but one (password change). */
export function revokeCustomerSessions(
  db: Database,
  customerId: number,
  now: Date,
  exceptFamilyId: string | null = null,
) {
  return db.transaction().execute(async (trx) => {
    await lockSessions(trx, customerId)
    let query = trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
    if (exceptFamilyId) query = query.where('family_id', '<>', exceptFamilyId)
    await query.execute()
  })
}
