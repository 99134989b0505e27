import { sql, type Kysely } from 'kysely'

// A booking remembers every gateway its checkout was opened with, as a wallet funding does
// (1000), so the reconciliation job finds a payment made at an earlier checkout after the
// traveller switched (tester P). (IF NOT EXISTS: a database brought up to date from before 1450
// runs this again.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments
    ADD COLUMN IF NOT EXISTS gateways text[] NOT NULL DEFAULT '{}'`.execute(db)
  await sql`UPDATE payments SET gateways = ARRAY[gateway] WHERE gateways = '{}'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('gateways').execute()
}
