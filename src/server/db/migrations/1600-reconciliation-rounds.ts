import { sql, type Kysely } from 'kysely'

// The reconciliation job reaches every open payment and funding (tester P): each is stamped when
// it was last asked of its provider, and every run takes those asked longest ago (never asked
// first), so a payment nobody came back for is not left behind the same 50 abandoned checkouts
// every run. (IF NOT EXISTS: a database brought up to date from before 1450 runs this again.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN IF NOT EXISTS checked_at timestamptz`.execute(db)
  await sql`ALTER TABLE wallet_fundings ADD COLUMN IF NOT EXISTS checked_at timestamptz`.execute(db)
  await sql`CREATE INDEX IF NOT EXISTS payments_unsettled_idx
    ON payments (checked_at NULLS FIRST, created_at) WHERE status = 'initialized'`.execute(db)
  await sql`CREATE INDEX IF NOT EXISTS wallet_fundings_unsettled_idx
    ON wallet_fundings (checked_at NULLS FIRST, created_at) WHERE status = 'initialized'`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_fundings_unsettled_idx`.execute(db)
  await sql`DROP INDEX payments_unsettled_idx`.execute(db)
  await db.schema.alterTable('wallet_fundings').dropColumn('checked_at').execute()
  await db.schema.alterTable('payments').dropColumn('checked_at').execute()
}
