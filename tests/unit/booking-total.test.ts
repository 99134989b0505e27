import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingTotal, memberDiscountKobo } from '#shared/domain/booking-total.ts'
import { computeFare } from '#shared/domain/fares.ts'
import { holdMinutes, gatewayByMethod, GATEWAYS } from '#shared/domain/payment-methods.ts'

// SPEC §9 per traveller: fare one way (+ return) + own document markup, doubled with a return.

const kobo = fc.integer({ min: 0, max: 5_000_000 })

describe('bookingTotal', () => {
  it('equals computeFare when every traveller carries the same document', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        kobo,
        fc.option(kobo, { nil: undefined }),
        kobo,
        (adults, oneway, back, fee) => {
          const total = bookingTotal({
            onewayFareKobo: oneway,
            returnFareKobo: back,
            documentFeesKobo: Array(adults).fill(fee),
          })
          const expected = computeFare({
            adults,
            onewayFareKobo: oneway,
            returnFareKobo: back,
            documentFeeKobo: fee,
          })
          expect(total.totalKobo).toBe(expected.totalKobo)
          expect(total.perTraveller.reduce((a, t) => a + t.totalKobo, 0)).toBe(total.totalKobo)
        },
      ),
    )
  })

  it('adds each traveller’s own markup, doubled on a return; the discount never goes below 0', () => {
    const total = bookingTotal({
      onewayFareKobo: 1_000_000,
      returnFareKobo: 1_200_000,
      documentFeesKobo: [500_000, 300_000],
    })
    expect(total.documentFeesKobo).toBe(2 * (500_000 + 300_000))
    expect(total.totalKobo).toBe(2 * 1_000_000 + 2 * 1_200_000 + 1_600_000)
  })
})

describe('the signed-in 5% (SPEC §1)', () => {
  it('takes 5% of the fares, not of document fees, rounded down to the kobo', () => {
    const total = bookingTotal({
      onewayFareKobo: 1_000_000,
      returnFareKobo: 800_001,
      documentFeesKobo: [500_000, 0],
      member: true,
    })
    // Fares: 2 × (1,000,000 + 800,001) = 3,600,002 kobo; 5% = 180,000.1 → 180,000.
    expect(total.discountKobo).toBe(180_000)
    expect(total.totalKobo).toBe(3_600_002 + 1_000_000 - 180_000)
    expect(memberDiscountKobo(19)).toBe(0)
  })

  it('is nothing for a guest', () => {
    const guest = bookingTotal({ onewayFareKobo: 2_000_000, documentFeesKobo: [0] })
    expect(guest.discountKobo).toBe(0)
  })

  it('adds to a coupon and never takes the total below zero', () => {
    const both = bookingTotal({
      onewayFareKobo: 2_000_000,
      documentFeesKobo: [0],
      member: true,
      coupon: { percent: 10, amountKobo: null },
    })
    expect(both.discountKobo).toBe(100_000 + 200_000)
    const free = bookingTotal({
      onewayFareKobo: 100,
      documentFeesKobo: [0],
      member: true,
      coupon: { percent: null, amountKobo: 1_000 },
    })
    expect(free).toMatchObject({ discountKobo: 100, totalKobo: 0 })
  })
})

describe('payment methods', () => {
  it('SPEC §4 ids map to gateways; bank transfer holds 1 hour, others 20 minutes', () => {
    expect(gatewayByMethod(5)?.key).toBe('paystack')
    expect(gatewayByMethod(26)?.callbackPath).toBe('/aza-pay')
    expect(gatewayByMethod(23)).toBeUndefined()
    expect(holdMinutes(26)).toBe(60)
    expect(holdMinutes(5)).toBe(20)
    expect(
      Object.values(GATEWAYS)
        .map((g) => g.methodId)
        .sort((a, b) => a - b),
    ).toEqual([5, 8, 25, 26, 28, 29, 30, 31])
  })
})
