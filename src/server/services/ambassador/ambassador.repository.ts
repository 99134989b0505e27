import { sql, type Insertable } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { AmbassadorUpgradesTable } from '#server/db/schema.ts'

// Kysely only (STYLE habit 5): ambassadors, their tier 3 upgrade requests, account deletion.

const LIVE = ['id', 'first_name', 'last_name', 'email', 'phone_number', 'tier'] as const

/** Paths arrive lower-cased (SPEC paths match in any case), so the code does too. */
export function findByVerificationId(db: Database, verificationId: string) {
  return db
    .selectFrom('ambassadors')
    .select(LIVE)
    .where(sql<string>`lower(verification_id)`, '=', verificationId.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export function findByEmail(db: Database, email: string) {
  return db
    .selectFrom('ambassadors')
    .select(LIVE)
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export function findById(db: Database, id: number) {
  return db
    .selectFrom('ambassadors')
    .select(LIVE)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function insertUpgrade(db: Database, row: Insertable<AmbassadorUpgradesTable>) {
  const { id } = await db
    .insertInto('ambassador_upgrades')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The newest unverified request for a phone, with its ambassador's tier now. */
export function pendingUpgradeFor(db: Database, phone: string) {
  return db
    .selectFrom('ambassador_upgrades')
    .innerJoin('ambassadors', 'ambassadors.id', 'ambassador_upgrades.ambassador_id')
    .select(['ambassador_upgrades.id', 'ambassador_upgrades.ambassador_id', 'ambassadors.tier'])
    .where('ambassador_upgrades.phone_number', '=', phone)
    .where('ambassador_upgrades.verified_at', 'is', null)
    .orderBy('ambassador_upgrades.id', 'desc')
    .executeTakeFirst()
}

/**
 * Verified: the ambassador is tier 3 from now on. False, and nothing written, when the
 * ambassador already was (another request of the same invitation got there first): the
 * invitation is spent by one upgrade, whichever request it came through.
 */
export function completeUpgrade(db: Database, upgradeId: number, ambassadorId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const upgraded = await trx
      .updateTable('ambassadors')
      .set({ tier: 3 })
      .where('id', '=', ambassadorId)
      .where('tier', '<', 3)
      .returning('id')
      .executeTakeFirst()
    if (!upgraded) return false
    await trx
      .updateTable('ambassador_upgrades')
      .set({ verified_at: now })
      .where('id', '=', upgradeId)
      .execute()
    return true
  })
}

/** The demo invitations, for testers (GET /api/dev/ambassadors, outside production). */
export function listInvitations(db: Database) {
  return db
    .selectFrom('ambassadors')
    .select(['id', 'first_name', 'last_name', 'email', 'tier', 'verification_id'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
}

/**
 * SPEC §9: a deleted account keeps its anonymous data for 5 years. Names, contact details and
 * upgrade papers go now; the row stays (so history that points at it still reads).
 */
export async function anonymise(db: Database, id: number, now: Date, retainUntil: Date) {
  await db
    .updateTable('ambassador_upgrades')
    .set({
      first_name: '',
      last_name: '',
      phone_number: '',
      email: '',
      address: '',
      nin: '',
      office_address: '',
    })
    .where('ambassador_id', '=', id)
    .execute()
  const deleted = await db
    .updateTable('ambassadors')
    .set({
      first_name: 'Deleted',
      last_name: 'ambassador',
      email: null,
      phone_number: null,
      deleted_at: now,
      retain_until: retainUntil,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(deleted.numUpdatedRows) === 1
}
