import { sql, type Kysely } from 'kysely'

// A reference paid twice, or through a gateway it was later moved from (a tester's finding):
// - a booking paid by a second gateway after it was confirmed is refunded, once per gateway, so a
//   guest's booking may have more than one refund due;
// - a wallet funding remembers every gateway it was opened with, and asks each of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds_due').addColumn('gateway', 'text').execute()
  await sql`ALTER TABLE refunds_due DROP CONSTRAINT refunds_due_booking_id_key`.execute(db)
  await sql`CREATE UNIQUE INDEX refunds_due_booking_gateway_idx
    ON refunds_due (booking_id, coalesce(gateway, ''))`.execute(db)
  await db.schema
    .alterTable('wallet_fundings')
    .addColumn('gateways', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute()
  await sql`UPDATE wallet_fundings SET gateways = ARRAY[gateway] WHERE gateway IS NOT NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_fundings').dropColumn('gateways').execute()
  await sql`DROP INDEX refunds_due_booking_gateway_idx`.execute(db)
  await sql`DELETE FROM refunds_due WHERE gateway IS NOT NULL`.execute(db)
  await db.schema.alterTable('refunds_due').dropColumn('gateway').execute()
  await sql`ALTER TABLE refunds_due ADD CONSTRAINT refunds_due_booking_id_key UNIQUE (booking_id)`.execute(
    db,
  )
}
