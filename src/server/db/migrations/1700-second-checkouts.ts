import { sql, type Kysely } from 'kysely'

// A booking or wallet funding settled by one gateway while a checkout opened at another stays
// open: the reconciliation job asks that other gateway too, as it asks an open one, so a payment
// made there whose return page never came back is refunded (a booking) or credited (a funding).
// These indexes find them. (IF NOT EXISTS: an install migrated again from before 1450 runs it.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS payments_other_checkouts_idx
    ON payments (checked_at NULLS FIRST, created_at)
    WHERE status <> 'initialized' AND cardinality(gateways) > 1`.execute(db)
  await sql`CREATE INDEX IF NOT EXISTS wallet_fundings_other_checkouts_idx
    ON wallet_fundings (checked_at NULLS FIRST, created_at)
    WHERE status IN ('credited', 'failed', 'cancelled') AND cardinality(gateways) > 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_fundings_other_checkouts_idx`.execute(db)
  await sql`DROP INDEX payments_other_checkouts_idx`.execute(db)
}
