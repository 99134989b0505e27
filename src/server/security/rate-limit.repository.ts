import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import { turnBatcher } from '#server/db/turn-batch.ts'

interface Hit {
  key: string
  windowStart: Date
  counted: (hits: number) => void
  failed: (error: unknown) => void
}

/** At most this many hits a statement: three parameters a row, far below PostgreSQL's 65,535. */
const MOST_ROWS_AT_ONCE = 1_000

const gatherHit = turnBatcher<Hit>(MOST_ROWS_AT_ONCE, (db, batch) => void countBatch(db, batch))

/**
 * Counts one hit for `key` in the window starting at `windowStart` and returns the window's total.
 * An upsert, so concurrent processes count together (DESIGN §6). Finished windows are swept by a
 * job (deleteCountersBefore), not here: a first hit costs no second statement (issue 9).
 *
 * Issue 9: the hits of one turn of the event loop (a hundred bookings at once) are counted in one
 * statement rather than a round trip each; each caller gets the total as if counted in turn.
 */
export function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  if (db.isTransaction) return countHits(db, [{ key, windowStart, n: 1 }]).then(([row]) => row!)
  return new Promise((counted, failed) => gatherHit(db, { key, windowStart, counted, failed }))
}

async function countBatch(db: Database, batch: Hit[]) {
  const rows = new Map<string, { key: string; windowStart: Date; n: number; hits: Hit[] }>()
  for (const hit of batch) {
    const id = `${hit.windowStart.getTime()} ${hit.key}`
    const row = rows.get(id) ?? { key: hit.key, windowStart: hit.windowStart, n: 0, hits: [] }
    row.n++
    row.hits.push(hit)
    rows.set(id, row)
  }
  // Rows locked in one order by every process, so two batches never wait on each other.
  const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  try {
    const totals = await countHits(
      db,
      sorted.map(([, row]) => row),
    )
    sorted.forEach(([, row], i) =>
      row.hits.forEach((hit, j) => hit.counted(totals[i]! - (row.n - 1 - j))),
    )
  } catch (error) {
    for (const hit of batch) hit.failed(error)
  }
}

/** Adds `n` hits to each row; the rows' new totals, in the order given. */
async function countHits(
  db: Database,
  rows: { key: string; windowStart: Date; n: number }[],
): Promise<number[]> {
  const counted = await db
    .insertInto('rate_limit_counters')
    .values(rows.map((r) => ({ key: r.key, window_start: r.windowStart, hits: r.n })))
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limit_counters.hits + excluded.hits` }),
    )
    .returning(['key', 'window_start', 'hits'])
    .execute()
  const total = new Map(
    counted.map((r) => [`${new Date(r.window_start).getTime()} ${r.key}`, r.hits]),
  )
  return rows.map((r) => total.get(`${r.windowStart.getTime()} ${r.key}`)!)
}

/** Forgets the windows that started before `before`; how many went. */
export async function deleteCountersBefore(db: Database, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
