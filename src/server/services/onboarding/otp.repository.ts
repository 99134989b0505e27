import type { Database } from '#server/db/database.ts'
import type { OtpCodesTable } from '#server/db/schema.ts'

export type OtpPurpose = OtpCodesTable['purpose']

/** A new code replaces any live one for the same target: only the latest can be verified. */
export async function retireLiveOtps(db: Database, purpose: OtpPurpose, target: string, now: Date) {
  await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('verified_at', 'is', null)
    .execute()
}

export function insertOtp(
  db: Database,
  values: {
    purpose: OtpPurpose
    target: string
    customer_id: number | null
    code_hash: string
    created_at: Date
    expires_at: Date
  },
) {
  return db.insertInto('otp_codes').values(values).returningAll().executeTakeFirstOrThrow()
}

/** The latest code for the target that was neither verified nor used. */
export function findLiveOtp(db: Database, purpose: OtpPurpose, target: string) {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('verified_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Counts one try, atomically; undefined once `maxTries` were spent. */
export async function countTry(db: Database, id: number, maxTries: number) {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts
}

/** Marks verified (or used, with `consume`) once only: false when someone else got there first. */
export async function closeOtp(db: Database, id: number, now: Date, consume: boolean) {
  const row = await db
    .updateTable('otp_codes')
    .set(consume ? { verified_at: now, consumed_at: now } : { verified_at: now })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** A verified, unused code for the target verified after `since`, used now; null if none. */
export async function consumeVerifiedOtp(
  db: Database,
  purpose: OtpPurpose,
  target: string,
  since: Date,
  now: Date,
) {
  const row = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where(
      'id',
      '=',
      db
        .selectFrom('otp_codes')
        .select('id')
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('verified_at', '>=', since)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('consumed_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}
