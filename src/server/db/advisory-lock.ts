import { sql } from 'kysely'
import type { Database } from './database.ts'

// DESIGN §6: a job runs once across processes. pg_try_advisory_lock is per session, so the lock,
// the work and the unlock share one connection; the work gets that connection as its database
// (on PGlite, whose pool has one connection, using any other handle would wait forever).

export const JOB_LOCKS = { holdExpiry: 820_001, reconciliation: 820_002, bills: 820_003 } as const

/** Runs `work` if no other process holds the lock; returns undefined when it was held. */
export async function withAdvisoryLock<T>(
  db: Database,
  key: number,
  work: (conn: Database) => Promise<T>,
): Promise<T | undefined> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn)
    if (!rows[0]?.locked) return undefined
    try {
      return await work(conn)
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn)
    }
  })
}
