import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'

/**
 * Counts one hit for `key` in the window starting at `windowStart` and returns the window's total.
 * One upsert, so concurrent processes count together (DESIGN §6).
 */
export async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  if (row.hits === 1) {
    // A new window: the key's older windows are done with.
    await db
      .deleteFrom('rate_limit_counters')
      .where('key', '=', key)
      .where('window_start', '<', windowStart)
      .execute()
  }
  return row.hits
}
