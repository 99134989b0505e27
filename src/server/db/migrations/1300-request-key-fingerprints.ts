import type { Kysely } from 'kysely'

// An Idempotency-Key sent again with a different request is a client's mistake, not a replay:
// the booking remembers a digest of the request its key made it for, and a different one is
// refused (422) instead of being answered with the first booking.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('idempotency_fingerprint', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('idempotency_fingerprint').execute()
}
