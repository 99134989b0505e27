import { describe, expect, it } from 'vitest'
import { bookingTotal } from '#shared/domain/booking-total.ts'
import { normalizeCouponCode } from '#shared/domain/coupon-code.ts'
import { couponDiscountKobo } from '#shared/domain/coupon-discount.ts'

// SPEC §2 Referral coupons, priced once for the server and the checkout.

describe('coupon discount', () => {
  it('takes a whole percent of the gross total, rounded to the kobo', () => {
    expect(couponDiscountKobo({ percent: 10, amountKobo: null }, 1_250_000)).toBe(125_000)
    expect(couponDiscountKobo({ percent: 10, amountKobo: null }, 12_345)).toBe(1_235)
    expect(couponDiscountKobo(null, 1_250_000)).toBe(0)
  })

  it('a fixed amount never takes the total below 0', () => {
    const total = bookingTotal({
      onewayFareKobo: 100_000,
      documentFeesKobo: [0],
      coupon: { percent: null, amountKobo: 250_000 },
    })
    expect(total).toMatchObject({ discountKobo: 100_000, totalKobo: 0 })
  })

  it('applies to the whole booking: both legs and every traveller', () => {
    const total = bookingTotal({
      onewayFareKobo: 1_000_000,
      returnFareKobo: 1_200_000,
      documentFeesKobo: [0, 0],
      coupon: { percent: 10, amountKobo: null },
    })
    expect(total.discountKobo).toBe(440_000)
    expect(total.totalKobo).toBe(3_960_000)
  })

  it('reads a code typed in any case with spaces around it', () => {
    expect(normalizeCouponCode('  waka-ab12cd34 ')).toBe('WAKA-AB12CD34')
  })
})
