import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { CustomersTable } from '#server/db/schema.ts'

export type CustomerRow = Selectable<CustomersTable>

export function findCustomerById(db: Database, id: number) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The customer as a gateway's checkout names the payer (wallet fundings, bills); blank if gone. */
export async function findPayer(db: Database, id: number) {
  const customer = await findCustomerById(db, id)
  return {
    email: customer?.email ?? '',
    customerName: [customer?.first_name, customer?.last_name].filter(Boolean).join(' '),
    phoneNumber: customer?.phone_number ?? '',
  }
}

export function findCustomerByPhone(db: Database, phoneNumber: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst()
}

export function findCustomerByEmail(db: Database, email: string) {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst()
}

export function findCustomerByReferralCode(db: Database, code: string) {
  return db.selectFrom('customers').selectAll().where('referral_code', '=', code).executeTakeFirst()
}

export function findCustomerByGoogleSubject(db: Database, subject: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('google_subject', '=', subject)
    .executeTakeFirst()
}

export function insertCustomer(db: Database, values: Insertable<CustomersTable>) {
  return db.insertInto('customers').values(values).returningAll().executeTakeFirstOrThrow()
}

export function updateCustomer(db: Database, id: number, patch: Updateable<CustomersTable>) {
  return db
    .updateTable('customers')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Sets referred_by only if it was never set, so a referral is rewarded once. */
export async function setReferredBy(db: Database, id: number, referrerId: number) {
  const row = await db
    .updateTable('customers')
    .set({ referred_by: referrerId })
    .where('id', '=', id)
    .where('referred_by', 'is', null)
    .where('id', '<>', referrerId)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Postgres unique_violation, from PGlite and node-postgres alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return e?.code === '23505' && (!constraint || e.constraint === constraint)
}
