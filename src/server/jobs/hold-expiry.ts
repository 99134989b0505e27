import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import type { Database } from '#server/db/database.ts'
import { expireBookings } from '#server/services/booking/booking.repository.ts'
import { JOB_LOCKS, withAdvisoryLock } from './advisory-lock.ts'

// DESIGN §3: unpaid holds lapse (bank transfer 1 hour, SPEC §9; cards 20 minutes). Their
// bookings become Expired (5) and their seat rows are deleted so the seats sell again.

/** Number of bookings expired, or undefined when another process is running this job. */
export async function expireLapsedHolds(db: Database, now: Date): Promise<number | undefined> {
  return withAdvisoryLock(db, JOB_LOCKS.holdExpiry, async (conn) =>
    conn.transaction().execute(async (trx) => {
      const lapsed = await trx
        .selectFrom('bookings')
        .select('id')
        .where('status', '=', BOOKING_STATUS.pending)
        .where('hold_expires_at', '<=', now)
        .forUpdate()
        .skipLocked()
        .execute()
      const ids = lapsed.map((b) => b.id)
      await expireBookings(trx, ids)
      return ids.length
    }),
  )
}
