import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { normalizeCouponCode } from '#shared/domain/coupon-code.ts'
import { lagosTime } from '#shared/domain/date-windows.ts'
import type { CouponValue } from '#shared/domain/coupon-discount.ts'
import type { Database } from '#server/db/database.ts'
import { badRequest } from '#server/http/respond.ts'
import { bookingHoldingCoupon, findCouponByCode, markCouponRedeemed } from './coupon.repository.ts'

// Referral coupons (SPEC §2 Referral) are redeemed here and only here: at checkout (booking
// create) and again when a payment confirms a booking whose hold had let the coupon go.

export type CheckoutCoupon = CouponValue & { id: number }

/** The customer's unused coupon `code` (none without a code), or the coupon-invalid 400. */
export async function couponForCheckout(
  db: Database,
  code: string | null | undefined,
  customerId: number | null,
  now: Date,
): Promise<CheckoutCoupon | null> {
  if (!code) return null
  const coupon = await findCouponByCode(db, normalizeCouponCode(code))
  if (!coupon || coupon.customer_id !== customerId) throw badRequest(m.couponInvalid)
  if (coupon.redeemed_at) {
    // Kept by the traveller's own checkout left unpaid (a gateway page left with Back): said so,
    // with when it comes back, instead of 'not valid'.
    const holding = await bookingHoldingCoupon(db, coupon.id, now)
    if (holding?.hold_expires_at)
      throw badRequest(
        m.couponHeld(holding.reference_code, lagosTime(new Date(holding.hold_expires_at))),
      )
    throw badRequest(m.couponInvalid)
  }
  return { id: coupon.id, percent: coupon.percent, amountKobo: coupon.amount_kobo }
}

/**
 * Marks the coupon used inside the caller's transaction; false when another booking took it
 * first (one guarded UPDATE, so two checkouts racing with one coupon get it once).
 */
export function redeemCoupon(db: Database, couponId: number, now: Date): Promise<boolean> {
  return markCouponRedeemed(db, couponId, now)
}
