import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import type { Database } from '#server/db/database.ts'

export function insertCoupon(
  db: Database,
  values: {
    code: string
    customer_id: number
    percent: number | null
    amount_kobo: number | null
    reason: string
    created_at: Date
  },
) {
  return db.insertInto('coupons').values(values).returningAll().executeTakeFirstOrThrow()
}

export function listCoupons(db: Database, customerId: number) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute()
}

export function findCouponByCode(db: Database, code: string) {
  return db
    .selectFrom('coupons')
    .select(['id', 'customer_id', 'percent', 'amount_kobo', 'redeemed_at'])
    .where('code', '=', code)
    .executeTakeFirst()
}

/** One guarded UPDATE: true for the one caller that marks the unused coupon used. */
export async function markCouponRedeemed(db: Database, couponId: number, now: Date) {
  const row = await db
    .updateTable('coupons')
    .set({ redeemed_at: now })
    .where('id', '=', couponId)
    .where('redeemed_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** The customer's own unpaid booking whose hold keeps the coupon, if one does. */
export function bookingHoldingCoupon(db: Database, couponId: number, now: Date) {
  return db
    .selectFrom('bookings')
    .select(['reference_code', 'hold_expires_at'])
    .where('coupon_id', '=', couponId)
    .where('status', '=', BOOKING_STATUS.pending)
    .where('hold_expires_at', '>', now)
    .orderBy('hold_expires_at', 'desc')
    .executeTakeFirst()
}
