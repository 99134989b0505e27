import { sql, type RawBuilder, type Updateable } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { BillPaymentsTable, BillStatus } from '#server/db/schema-wallet.ts'

// Kysely only: bill payments.

export async function insertBill(db: Database, reference: string, customerId: number, now: Date) {
  await db
    .insertInto('bill_payments')
    .values({ reference, customer_id: customerId, created_at: now, updated_at: now })
    .execute()
}

export function findBill(db: Database, reference: string) {
  return db
    .selectFrom('bill_payments')
    .selectAll()
    .where('reference', '=', reference.toUpperCase())
    .executeTakeFirst()
}

export type BillRow = NonNullable<Awaited<ReturnType<typeof findBill>>>

/**
 * Moves a bill from one of `from` to its next state in one guarded statement: of several
 * concurrent callers exactly one gets the row back (and goes on to the switch or the refund).
 */
export function moveBill(
  db: Database,
  reference: string,
  from: BillStatus[],
  patch: Updateable<BillPaymentsTable>,
) {
  return db
    .updateTable('bill_payments')
    .set(patch)
    .where('reference', '=', reference)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst()
}

export function billsOfCustomer(db: Database, customerId: number, limit: number) {
  return db
    .selectFrom('bill_payments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', 'not in', ['created', 'initialized'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}

/**
 * Bills whose outcome the switch has still to give: pending, and those claimed for an advice
 * (paid) before `stuckBefore` whose advice never got its answer recorded (the process sending it
 * ended while it waited for the switch).
 */
export function pendingBills(db: Database, limit: number, stuckBefore: Date) {
  return db
    .selectFrom('bill_payments')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'paid'), eb('updated_at', '<', stuckBefore)]),
      ]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute()
}

export function abandonedCardBills(db: Database, before: Date, limit: number) {
  return db
    .selectFrom('bill_payments')
    .selectAll()
    .where('status', '=', 'initialized')
    .where('method', 'is not', null)
    .where('method', '<>', 'wallet')
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute()
}

/**
 * Bills paid from the wallet whose pay advice never came (the page lost its signal between the
 * debit and the advice): still 'created', with the wallet debit under their reference; or
 * 'initialized', a card checkout opened for them and never paid, once that checkout can no longer
 * be paid (`cardBefore`: the card's own refund has looked at it first).
 */
export function abandonedWalletBills(db: Database, before: Date, cardBefore: Date, limit: number) {
  return db
    .selectFrom('bill_payments as b')
    .innerJoin('wallet_ledger_entries as l', (join) =>
      join.on('l.reference', '=', sql<string>`'debit:' || b.customer_id || ':' || b.reference`),
    )
    .select(['b.reference', 'b.status', 'b.customer_id', 'l.amount_kobo as debited_kobo'])
    .select('l.description')
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'created'), eb('b.updated_at', '<', before)]),
        eb.and([eb('b.status', '=', 'initialized'), eb('b.updated_at', '<', cardBefore)]),
      ]),
    )
    .orderBy('b.updated_at')
    .limit(limit)
    .execute()
}

/** The ledger's refund of a bill's second payment (`bill-refund:<ref>:<way>`), as a subquery. */
function refundOf(reference: RawBuilder<unknown>, way: 'wallet' | 'card') {
  return sql`(SELECT 1 FROM wallet_ledger_entries r
    WHERE r.reference = 'bill-refund:' || ${reference} || ${`:${way}`})`
}

/**
 * Wallet debits for bills that something else paid, or that were refunded without them (a card
 * claimed the bill between the debit and the wallet's advice): not yet given back.
 */
export function strandedWalletDebits(db: Database, limit: number) {
  return db
    .selectFrom('bill_payments as b')
    .innerJoin('wallet_ledger_entries as l', (join) =>
      join.on('l.reference', '=', sql<string>`'debit:' || b.customer_id || ':' || b.reference`),
    )
    .select(['b.reference', 'b.customer_id', 'l.amount_kobo as debited_kobo'])
    .where('b.status', 'not in', ['created', 'initialized'])
    .where((eb) => eb.or([eb('b.method', 'is', null), eb('b.method', '<>', 'wallet')]))
    .where(({ not, exists }) => not(exists(refundOf(sql.ref('b.reference'), 'wallet'))))
    .limit(limit)
    .execute()
}

/** Bills the wallet paid after a card checkout was opened for them, since `since`. */
export function walletPaidBillsWithCheckout(db: Database, since: Date, limit: number) {
  return db
    .selectFrom('bill_payments')
    .selectAll()
    .where('checkout_gateway', 'is not', null)
    .where('method', '=', 'wallet')
    .where('status', 'not in', ['created', 'initialized'])
    .where('updated_at', '>=', since)
    .where(({ not, exists }) => not(exists(refundOf(sql.ref('bill_payments.reference'), 'card'))))
    .orderBy('updated_at')
    .limit(limit)
    .execute()
}
