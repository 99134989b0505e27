import { sql, type Kysely } from 'kysely'

// A booking request whose answer was lost on the way (a tester cut the signal after the server
// had booked): the checkout sends it again with the same Idempotency-Key, and gets the booking
// it already made instead of a refusal for its own seats.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('idempotency_key', 'text').execute()
  await sql`CREATE UNIQUE INDEX bookings_idempotency_key_idx ON bookings (idempotency_key)
    WHERE idempotency_key IS NOT NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bookings_idempotency_key_idx`.execute(db)
  await db.schema.alterTable('bookings').dropColumn('idempotency_key').execute()
}
