import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'

// DESIGN §3 wallet ledger: every credit and debit is an entry with a unique reference (so
// writing it twice writes it once), naming the customer's pocket on one side and the house
// account on the other; a pocket's balance is the sum of its entries.

export type Pocket = 'main' | 'cashback'

export interface LedgerEntry {
  reference: string
  customerId: number
  /** Signed kobo: credits positive, debits negative. */
  amountKobo: number
  kind: string
  description: string
  at: Date
  /** Defaults to the main wallet. */
  pocket?: Pocket
  /** The house account on the other side, e.g. 'gateway:paystack', 'sales:bookings'. */
  counterAccount?: string
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
      pocket: entry.pocket ?? 'main',
      counter_account: entry.counterAccount ?? 'house:refunds',
      created_at: entry.at,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export function findLedgerEntry(db: Database, reference: string) {
  return db
    .selectFrom('wallet_ledger_entries')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()
}

/** The customer's pockets, in kobo (0 for a pocket with no entries). */
export async function pocketBalances(
  db: Database,
  customerId: number,
): Promise<Record<Pocket, number>> {
  const rows = await db
    .selectFrom('wallet_ledger_entries')
    .select(['pocket', (eb) => eb.fn.sum<number>('amount_kobo').as('balance')])
    .where('customer_id', '=', customerId)
    .groupBy('pocket')
    .execute()
  const balances: Record<Pocket, number> = { main: 0, cashback: 0 }
  for (const row of rows) balances[row.pocket] = Number(row.balance)
  return balances
}

export async function walletBalanceKobo(db: Database, customerId: number): Promise<number> {
  return (await pocketBalances(db, customerId)).main
}

/** Newest first, each with its pocket's balance after it (a running sum in entry order). */
export async function ledgerPage(db: Database, customerId: number, page: number, pageSize: number) {
  const running = db
    .selectFrom('wallet_ledger_entries')
    .select([
      'id',
      'reference',
      'amount_kobo',
      'pocket',
      'description',
      'created_at',
      sql<number>`sum(amount_kobo) over (partition by pocket order by id)`.as('balance_after'),
    ])
    .where('customer_id', '=', customerId)
  const items = await db
    .selectFrom(running.as('entries'))
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  const total = await db
    .selectFrom('wallet_ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  return { items, total: Number(total.count) }
}
