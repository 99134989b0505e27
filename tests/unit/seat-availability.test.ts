import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { availableSeats, LUGGAGE_SEAT } from '#shared/domain/seat-availability.ts'
import { haversineKm } from '#shared/domain/haversine.ts'

const layouts = fc.constantFrom(6, 8, 12, 13, 14)

describe('availableSeats', () => {
  it('offers 1..N except the luggage seat and taken seats, ascending', () => {
    fc.assert(
      fc.property(layouts, fc.array(fc.integer({ min: 1, max: 14 })), (total, taken) => {
        const seats = availableSeats(total, taken)
        expect(seats).not.toContain(LUGGAGE_SEAT)
        for (const seat of taken) expect(seats).not.toContain(seat)
        expect(seats).toEqual([...seats].sort((a, b) => a - b))
        const blocked = new Set([...taken.filter((s) => s <= total), LUGGAGE_SEAT])
        expect(seats).toHaveLength(total - blocked.size)
      }),
    )
  })

  it('an empty bus offers every seat but seat 2', () => {
    expect(availableSeats(6, [])).toEqual([1, 3, 4, 5, 6])
  })
})

describe('haversineKm', () => {
  it('Lagos to Abuja is about 530 km as the crow flies', () => {
    const km = haversineKm(
      { latitude: 6.5167, longitude: 3.3696 },
      { latitude: 9.069, longitude: 7.44 },
    )
    expect(km).toBeGreaterThan(500)
    expect(km).toBeLessThan(560)
  })

  it('is symmetric and zero to itself', () => {
    const point = fc.record({
      latitude: fc.double({ min: -89, max: 89, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6)
        expect(haversineKm(a, a)).toBe(0)
      }),
    )
  })
})
