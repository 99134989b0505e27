import { couponDiscountKobo, type CouponValue } from './coupon-discount.ts'
import { computeFare } from './fares.ts'

// SPEC §9 applied to a booking whose travellers may carry different documents (SPEC §3
// Additional passenger has its own travelDocumentId): each traveller pays the fare one way (plus
// return) and the markup of their own document, doubled with a return.

export interface TravellerFare {
  onewayKobo: number
  returnKobo: number
  documentFeesKobo: number
  totalKobo: number
}

export interface BookingTotal {
  perTraveller: TravellerFare[]
  onewayKobo: number
  returnKobo: number
  documentFeesKobo: number
  discountKobo: number
  totalKobo: number
}

/** SPEC §1: signed-in customers get 'Additional 5% off'. */
export const MEMBER_DISCOUNT_PERCENT = 5

/**
 * The member discount on the fares (one way plus return, every traveller), not on document fees,
 * in whole kobo rounded down. A coupon adds its own discount on top, on the gross total; together
 * they never take the total below zero.
 */
export function memberDiscountKobo(faresKobo: number): number {
  return Math.floor((faresKobo * MEMBER_DISCOUNT_PERCENT) / 100)
}

export function bookingTotal(input: {
  onewayFareKobo: number
  returnFareKobo?: number
  /** One entry per traveller (main first): that traveller's document markup in kobo. */
  documentFeesKobo: number[]
  /** A signed-in customer's booking: SPEC §1 'Additional 5% off' the fares. */
  member?: boolean
  /** A coupon redeemed on this booking: its discount is taken from the gross total. */
  coupon?: CouponValue | null
}): BookingTotal {
  const perTraveller = input.documentFeesKobo.map((documentFeeKobo) => {
    const fare = computeFare({
      adults: 1,
      onewayFareKobo: input.onewayFareKobo,
      returnFareKobo: input.returnFareKobo,
      documentFeeKobo,
    })
    return {
      onewayKobo: fare.onewayKobo,
      returnKobo: fare.returnKobo,
      documentFeesKobo: fare.documentFeesKobo,
      totalKobo: fare.totalKobo,
    }
  })
  const sum = (pick: (t: TravellerFare) => number) => perTraveller.reduce((a, t) => a + pick(t), 0)
  const gross = sum((t) => t.totalKobo)
  const fares = sum((t) => t.onewayKobo + t.returnKobo)
  const wanted =
    (input.member ? memberDiscountKobo(fares) : 0) + couponDiscountKobo(input.coupon, gross)
  const discountKobo = Math.min(wanted, gross)
  return {
    perTraveller,
    onewayKobo: sum((t) => t.onewayKobo),
    returnKobo: sum((t) => t.returnKobo),
    documentFeesKobo: sum((t) => t.documentFeesKobo),
    discountKobo,
    totalKobo: gross - discountKobo,
  }
}
