import { sql, type Kysely } from 'kysely'

// The wallet (DESIGN §3): one per customer, its hashed 4-digit PIN and the count of wrong PINs
// (three lock it, SPEC §8); funding attempts through the gateways; and the ledger's second leg:
// every entry names the house account on the other side and the customer's pocket it moves
// (the main wallet, SPEC method 23, or the cashback wallet, method 1).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().unique().references('customers.id').onDelete('cascade'),
    )
    .addColumn('pin_hash', 'text')
    .addColumn('failed_pin_attempts', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failed_pin_attempts between 0 and 3`),
    )
    .addColumn('locked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .alterTable('wallet_ledger_entries')
    .addColumn('pocket', 'text', (col) =>
      col
        .notNull()
        .defaultTo('main')
        .check(sql`pocket in ('main', 'cashback')`),
    )
    .addColumn('counter_account', 'text', (col) => col.notNull().defaultTo('house:refunds'))
    .execute()
  await db.schema
    .createIndex('wallet_ledger_customer_time_idx')
    .on('wallet_ledger_entries')
    .columns(['customer_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('wallet_fundings')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('gateway', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('created'))
    .addColumn('paid_kobo', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_fundings').execute()
  await db.schema.dropIndex('wallet_ledger_customer_time_idx').execute()
  await db.schema.alterTable('wallet_ledger_entries').dropColumn('counter_account').execute()
  await db.schema.alterTable('wallet_ledger_entries').dropColumn('pocket').execute()
  await db.schema.dropTable('wallets').execute()
}
