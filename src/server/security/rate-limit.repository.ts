import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'

/**
 * Counts one hit for `key` in the window starting at `windowStart` and returns the window's total.
 * One upsert, so concurrent processes count together (DESIGN §6). Finished windows are swept by a
 * job (deleteCountersBefore), not here: a first hit costs no second statement (issue 9).
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
  return row.hits
}

/** Forgets the windows that started before `before`; how many went. */
export async function deleteCountersBefore(db: Database, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
