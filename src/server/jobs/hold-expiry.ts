import type { Database } from '#server/db/database.ts'
import { expireBookings, lockLapsedHolds } from '#server/services/booking/booking.repository.ts'
import { JOB_LOCKS, withAdvisoryLock } from '#server/db/advisory-lock.ts'

// DESIGN §3: unpaid holds lapse (bank transfer 1 hour, SPEC §9; cards 20 minutes). Their
// bookings become Expired (5) and their seat rows are deleted so the seats sell again.

/** Number of bookings expired, or undefined when another process is running this job. */
export async function expireLapsedHolds(db: Database, now: Date): Promise<number | undefined> {
  return withAdvisoryLock(db, JOB_LOCKS.holdExpiry, async (conn) =>
    conn.transaction().execute(async (trx) => {
      const ids = await lockLapsedHolds(trx, now)
      await expireBookings(trx, ids, now)
      return ids.length
    }),
  )
}
