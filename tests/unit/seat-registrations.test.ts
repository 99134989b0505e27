import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatSeatRegistrations,
  parseSeatRegistrations,
} from '#shared/domain/seat-registrations.ts'

// SPEC §3 seatRegistrations: 'tripId:seats', the return leg after '; '.

describe('parseSeatRegistrations', () => {
  it('reads one way and round trip', () => {
    expect(parseSeatRegistrations('T-44-20261123-0815-1:3,4')).toEqual([
      { tripId: 'T-44-20261123-0815-1', seats: [3, 4] },
    ])
    expect(parseSeatRegistrations('t-44-20261123-0815-1:3,4; T-45-20261125-0700-1:5,6')).toEqual([
      { tripId: 'T-44-20261123-0815-1', seats: [3, 4] },
      { tripId: 'T-45-20261125-0700-1', seats: [5, 6] },
    ])
  })

  it('refuses what is not of that shape', () => {
    for (const bad of ['', 'T-1', 'T-1:', 'T-1:a', ':3', 'A:1; B:2; C:3', 'T-1:3,,4', 'T-1:-3'])
      expect(parseSeatRegistrations(bad), bad).toBeNull()
  })

  it('round-trips with formatSeatRegistrations', () => {
    const leg = fc.record({
      tripId: fc.stringMatching(/^T-\d{1,3}-\d{8}-\d{4}-\d$/),
      seats: fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 13 }),
    })
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 2 }), (legs) => {
        expect(parseSeatRegistrations(formatSeatRegistrations(legs))).toEqual(legs)
      }),
    )
  })
})
