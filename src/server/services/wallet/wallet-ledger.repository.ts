import type { Database } from '#server/db/database.ts'

// DESIGN §3 wallet ledger: every credit and debit is an entry with a unique reference (so
// writing it twice writes it once); the balance is the sum of a customer's entries.

export interface LedgerEntry {
  reference: string
  customerId: number
  /** Signed kobo: credits positive, debits negative. */
  amountKobo: number
  kind: string
  description: string
  at: Date
}

/** True when written now, false when an entry with this reference already existed. */
export async function addLedgerEntry(db: Database, entry: LedgerEntry): Promise<boolean> {
  const row = await db
    .insertInto('wallet_ledger_entries')
    .values({
      reference: entry.reference,
      customer_id: entry.customerId,
      amount_kobo: entry.amountKobo,
      kind: entry.kind,
      description: entry.description,
      created_at: entry.at,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function walletBalanceKobo(db: Database, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_kobo'), eb.lit(0)).as('balance'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  return Number(row.balance)
}
