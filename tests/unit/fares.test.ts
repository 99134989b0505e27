import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeFare, computeHireFare } from '#shared/domain/fares.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'

// SPEC §9: total = fare × adults (one way plus return) + document fees, the return doubling the
// document fee; discount always 0. Kobo integers throughout (DESIGN §3).

const kobo = fc.integer({ min: 0, max: 10_000_000 })
const adults = fc.integer({ min: 1, max: 13 })
const trip = fc.record({
  adults,
  onewayFareKobo: kobo,
  returnFareKobo: fc.option(kobo, { nil: undefined }),
  documentFeeKobo: fc.option(kobo, { nil: undefined }),
})

describe('computeFare', () => {
  it('totals fare × adults (+ return) + document fee × adults × (2 with a return)', () => {
    fc.assert(
      fc.property(trip, (input) => {
        const fare = computeFare(input)
        const hasReturn = input.returnFareKobo !== undefined
        const fee = input.documentFeeKobo ?? 0
        const expected =
          input.onewayFareKobo * input.adults +
          (input.returnFareKobo ?? 0) * input.adults +
          fee * input.adults * (hasReturn ? 2 : 1)
        expect(fare.totalKobo).toBe(expected)
        expect(fare.discountKobo).toBe(0)
        expect(fare.onewayKobo + fare.returnKobo + fare.documentFeesKobo).toBe(fare.totalKobo)
      }),
    )
  })

  it('stays in whole kobo', () => {
    fc.assert(
      fc.property(trip, (input) => {
        const fare = computeFare(input)
        for (const part of Object.values(fare)) expect(Number.isInteger(part)).toBe(true)
      }),
    )
  })

  it('never falls when a traveller is added', () => {
    fc.assert(
      fc.property(trip, (input) => {
        fc.pre(input.adults < 13)
        const more = computeFare({ ...input, adults: input.adults + 1 })
        expect(more.totalKobo).toBeGreaterThanOrEqual(computeFare(input).totalKobo)
      }),
    )
  })

  it('refuses a non-positive or fractional number of adults', () => {
    expect(() => computeFare({ adults: 0, onewayFareKobo: 100 })).toThrow(RangeError)
    expect(() => computeFare({ adults: 1.5, onewayFareKobo: 100 })).toThrow(RangeError)
  })
})

describe('computeHireFare', () => {
  it('one way is fare × vehicles; round trip is (2 × fare + sleepover) × vehicles', () => {
    fc.assert(
      fc.property(
        kobo,
        kobo,
        fc.integer({ min: 1, max: 3 }),
        (fareKobo, sleepOverKobo, vehicles) => {
          const base = { fareKobo, sleepOverKobo, vehicles }
          expect(computeHireFare({ ...base, roundTrip: false })).toBe(fareKobo * vehicles)
          expect(computeHireFare({ ...base, roundTrip: true })).toBe(
            (2 * fareKobo + sleepOverKobo) * vehicles,
          )
        },
      ),
    )
  })
})

describe('money', () => {
  it('round-trips whole kobo through naira', () => {
    fc.assert(
      fc.property(kobo, (k) => {
        expect(nairaToKobo(koboToNaira(k))).toBe(k)
      }),
    )
  })
})
