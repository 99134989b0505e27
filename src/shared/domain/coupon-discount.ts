// SPEC §2 Referral: a coupon takes a whole percent off the booking's gross total (rounded to the
// kobo) or a fixed amount. The server prices a booking with it and the checkout shows the same
// figure, so the total the traveller sends is the total the server computes.

export interface CouponValue {
  /** Whole percent off the gross total, or null when `amountKobo` is set. */
  percent: number | null
  amountKobo: number | null
}

/** What the coupon takes off `grossKobo` (bookingTotal caps it at the gross). */
export function couponDiscountKobo(coupon: CouponValue | null | undefined, grossKobo: number) {
  if (!coupon) return 0
  return coupon.percent ? Math.round((grossKobo * coupon.percent) / 100) : (coupon.amountKobo ?? 0)
}
