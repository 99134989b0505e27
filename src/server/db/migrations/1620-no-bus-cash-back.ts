import { sql, type Kysely } from 'kysely'

// Waka PRO buses were seeded with ₦500 cash back that nothing ever credited (tester P): every
// result card promised 'Cashback ₦500' while a card payment earned nothing and a wallet payment
// 5% of what it paid (SPEC §1). A bus offers no cash back of its own (SPEC §3 cashBack, default
// 0); the seed no longer gives it, and databases seeded before are cleared of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE route_departures SET cash_back_kobo = 0 WHERE cash_back_kobo <> 0`.execute(db)
  await sql`UPDATE vehicle_trips SET cash_back_kobo = 0 WHERE cash_back_kobo <> 0`.execute(db)
}

export async function down(): Promise<void> {
  // The ₦500 was never paid: nothing to restore.
}
