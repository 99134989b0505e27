import type { Database } from './database.ts'

/**
 * Gathers what callers hand in during one turn of the event loop, per database, and hands each
 * batch (at most `most` items) to `flush` once that turn has ended. Issue 9: a hundred requests
 * at once then cost one statement, not a round trip each (rate-limit counts, new bookings).
 */
export function turnBatcher<T>(
  most: number,
  flush: (db: Database, batch: T[]) => void,
): (db: Database, item: T) => void {
  const waiting = new WeakMap<Database, T[]>()
  return (db, item) => {
    let batch = waiting.get(db)
    if (!batch || batch.length >= most) {
      const next: T[] = []
      waiting.set(db, next)
      setImmediate(() => {
        if (waiting.get(db) === next) waiting.delete(db)
        flush(db, next)
      })
      batch = next
    }
    batch.push(item)
  }
}
