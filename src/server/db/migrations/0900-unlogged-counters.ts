import { sql, type Kysely } from 'kysely'

// Issue 9: every booking attempt and sign-in counts a hit (DESIGN §5), and each count was a
// durable commit: a flush of the write-ahead log per attempt, for numbers that only need to hold
// for 15 minutes. Unlogged, the counters skip the log; a database crash empties them, which at
// worst gives each address a fresh window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counters SET UNLOGGED`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counters SET LOGGED`.execute(db)
}
