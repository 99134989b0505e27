import { sql, type Kysely } from 'kysely'

// Bill payments (SPEC §4 Bills): one row per reference from GenerateReference, through the
// money taken (wallet debit or card) and the switch's pay advice to its outcome and token.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bill_payments')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('created')
        .check(
          sql`status in ('created', 'initialized', 'paid', 'pending', 'success', 'failed', 'refunded')`,
        ),
    )
    .addColumn('method', 'text')
    .addColumn('category_id', 'smallint')
    .addColumn('biller_id', 'integer')
    .addColumn('biller_name', 'text')
    .addColumn('payment_code', 'text')
    .addColumn('item_name', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('customer_mobile', 'text')
    .addColumn('amount_kobo', 'bigint')
    .addColumn('fee_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('charged_kobo', 'bigint')
    .addColumn('token', 'text')
    .addColumn('switch_ref', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('bill_payments_customer_idx')
    .on('bill_payments')
    .columns(['customer_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('bill_payments_pending_idx')
    .on('bill_payments')
    .column('updated_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_payments').execute()
}
