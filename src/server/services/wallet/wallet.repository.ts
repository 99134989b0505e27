import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { FundingStatus } from '#server/db/schema-wallet.ts'

// Kysely only: wallets (PIN and lock) and funding attempts.

export function findWallet(db: Database, customerId: number) {
  return db
    .selectFrom('wallets')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
}

/** Row lock on the wallet: debits of one wallet run one after another (DESIGN §3). */
export function lockWallet(db: Database, customerId: number) {
  return db
    .selectFrom('wallets')
    .selectAll()
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst()
}

/** Creates the customer's wallet once; a second call leaves the first. */
export async function insertWallet(db: Database, customerId: number, now: Date) {
  await db
    .insertInto('wallets')
    .values({ customer_id: customerId, created_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute()
}

/** A new PIN also clears the wrong-PIN count and the lock (a reset by OTP unlocks). */
export async function setPin(db: Database, customerId: number, pinHash: string) {
  await db
    .updateTable('wallets')
    .set({ pin_hash: pinHash, failed_pin_attempts: 0, locked_at: null })
    .where('customer_id', '=', customerId)
    .execute()
}

/**
 * Counts a wrong PIN in one guarded statement, so concurrent wrong attempts count exactly up to
 * the limit; the one that reaches it locks the wallet. Undefined when it was already locked.
 */
export async function countWrongPin(db: Database, customerId: number, limit: number, now: Date) {
  const row = await db
    .updateTable('wallets')
    .set((eb) => ({
      failed_pin_attempts: eb('failed_pin_attempts', '+', 1),
      locked_at: sql<Date | null>`case when failed_pin_attempts + 1 >= ${limit} then ${now}::timestamptz else null end`,
    }))
    .where('customer_id', '=', customerId)
    .where('failed_pin_attempts', '<', limit)
    .where('locked_at', 'is', null)
    .returning(['failed_pin_attempts', 'locked_at'])
    .executeTakeFirst()
  return row
}

/**
 * A right PIN forgets earlier wrong ones, unless they already locked the wallet: false when they
 * did (wrong PINs sent at the same time may have locked it while this one was being checked).
 */
export async function clearWrongPins(db: Database, customerId: number): Promise<boolean> {
  const row = await db
    .updateTable('wallets')
    .set({ failed_pin_attempts: 0 })
    .where('customer_id', '=', customerId)
    .where('locked_at', 'is', null)
    .returning('customer_id')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertFunding(
  db: Database,
  funding: {
    reference: string
    customerId: number
    amountKobo: number
    now: Date
    expiresAt: Date
  },
) {
  await db
    .insertInto('wallet_fundings')
    .values({
      reference: funding.reference,
      customer_id: funding.customerId,
      amount_kobo: funding.amountKobo,
      created_at: funding.now,
      expires_at: funding.expiresAt,
    })
    .execute()
}

export function findFunding(db: Database, reference: string) {
  return db
    .selectFrom('wallet_fundings')
    .selectAll()
    .where('reference', '=', reference.toUpperCase())
    .executeTakeFirst()
}

export function lockFunding(db: Database, reference: string) {
  return db
    .selectFrom('wallet_fundings')
    .selectAll()
    .where('reference', '=', reference.toUpperCase())
    .forUpdate()
    .executeTakeFirst()
}

/**
 * The gateway chosen, and kept among those asked later; only while nothing has settled. False
 * when the funding had settled (credited, failed, cancelled): no checkout may open for it then,
 * as nothing would ever ask that gateway about a payment made there.
 */
export async function chooseFundingGateway(
  db: Database,
  reference: string,
  gateway: string,
): Promise<boolean> {
  const row = await db
    .updateTable('wallet_fundings')
    .set({
      gateway,
      status: 'initialized',
      gateways: sql<string[]>`CASE WHEN ${gateway} = ANY(gateways) THEN gateways
        ELSE array_append(gateways, ${gateway}::text) END`,
    })
    .where('reference', '=', reference)
    .where('status', 'in', ['created', 'initialized'])
    .returning('reference')
    .executeTakeFirst()
  return row !== undefined
}

export async function settleFunding(
  db: Database,
  reference: string,
  outcome: { status: FundingStatus; paidKobo: number | null; now: Date; gateway?: string },
) {
  await db
    .updateTable('wallet_fundings')
    .set({
      status: outcome.status,
      paid_kobo: outcome.paidKobo,
      settled_at: outcome.now,
      ...(outcome.gateway ? { gateway: outcome.gateway } : {}),
    })
    .where('reference', '=', reference)
    .execute()
}

/**
 * The next batch of fundings for the reconciliation job, those it asked about longest ago (never
 * asked first), each stamped as asked now: open ones (opened with a gateway, not settled), or
 * settled ones (credited through one gateway, or failed or cancelled at the last one opened) that
 * were opened at another gateway as well, where a payment made is credited too (verifyFunding asks
 * every gateway but the one credited).
 */
function fundingsToAsk(db: Database, settled: boolean, since: Date, limit: number, now: Date) {
  return db
    .updateTable('wallet_fundings')
    .set({ checked_at: now })
    .where('reference', 'in', (eb) =>
      eb
        .selectFrom('wallet_fundings')
        .select('reference')
        .where((row) =>
          settled
            ? row.and([
                row('status', 'in', ['credited', 'failed', 'cancelled']),
                sql<boolean>`cardinality(gateways) > 1`,
              ])
            : row('status', '=', 'initialized'),
        )
        .where('created_at', '>=', since)
        .orderBy('checked_at', (ob) => ob.asc().nullsFirst())
        .orderBy('created_at')
        .limit(limit),
    )
    .returning('reference')
    .execute()
}

export const unsettledFundings = (db: Database, since: Date, limit: number, now: Date) =>
  fundingsToAsk(db, false, since, limit, now)

export const settledWithOtherCheckouts = (db: Database, since: Date, limit: number, now: Date) =>
  fundingsToAsk(db, true, since, limit, now)
