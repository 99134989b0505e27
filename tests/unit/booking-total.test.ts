import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingTotal } from '#shared/domain/booking-total.ts'
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
    const free = bookingTotal({ onewayFareKobo: 100, documentFeesKobo: [0], discountKobo: 1_000 })
    expect(free.totalKobo).toBe(0)
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
