import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  checkSearchDates,
  lagosToday,
  oneWayDepartureWindow,
  returnWindow,
  roundTripDepartureWindow,
  SEAT_WINDOW_DAYS,
} from '#shared/domain/date-windows.ts'

// SPEC §5 date windows, counted in Lagos days (UTC+1 all year: Nigeria has no summer time).

const instants = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
})
const offsets = fc.integer({ min: 0, max: SEAT_WINDOW_DAYS })

describe('lagosToday', () => {
  it('is the UTC+1 calendar day', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const shifted = new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)
        expect(lagosToday(now)).toBe(shifted)
      }),
    )
  })

  it('turns at 23:00 UTC, midnight in Lagos', () => {
    expect(lagosToday(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22')
    expect(lagosToday(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23')
  })
})

describe('one way: tomorrow to 28 days', () => {
  it('accepts every day of the window and names it tomorrow..+28', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: SEAT_WINDOW_DAYS }), (now, k) => {
        const today = lagosToday(now)
        expect(oneWayDepartureWindow(now)).toEqual({
          min: addDays(today, 1),
          max: addDays(today, SEAT_WINDOW_DAYS),
        })
        expect(checkSearchDates(now, 0, addDays(today, k))).toBeNull()
      }),
    )
  })

  it('refuses today, the past and beyond 28 days', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 400 }), (now, k) => {
        const today = lagosToday(now)
        expect(checkSearchDates(now, 0, addDays(today, -k))).toBe('departure')
        expect(checkSearchDates(now, 0, addDays(today, SEAT_WINDOW_DAYS + 1 + k))).toBe('departure')
      }),
    )
  })
})

describe('round trip', () => {
  it('accepts departure today..+27 with any return after it up to +28', () => {
    fc.assert(
      fc.property(instants, offsets, offsets, (now, a, b) => {
        const today = lagosToday(now)
        const [d, r] = a < b ? [a, b] : [b, a]
        fc.pre(d < r)
        expect(checkSearchDates(now, 1, addDays(today, d), addDays(today, r))).toBeNull()
      }),
    )
  })

  it('accepts today as departure (unlike one way)', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = lagosToday(now)
        expect(roundTripDepartureWindow(now).min).toBe(today)
        expect(checkSearchDates(now, 1, today, addDays(today, 1))).toBeNull()
        expect(checkSearchDates(now, 0, today)).toBe('departure')
      }),
    )
  })

  it('refuses a return on or before the departure, or missing', () => {
    fc.assert(
      fc.property(instants, offsets, fc.integer({ min: 0, max: 30 }), (now, d, back) => {
        const departure = addDays(lagosToday(now), d)
        expect(checkSearchDates(now, 1, departure, addDays(departure, -back))).toBe('return')
        expect(checkSearchDates(now, 1, departure, null)).toBe('return')
      }),
    )
  })

  it('refuses a return beyond the 28-day schedule', () => {
    fc.assert(
      fc.property(instants, offsets, fc.integer({ min: 1, max: 60 }), (now, d, k) => {
        const today = lagosToday(now)
        const late = addDays(today, SEAT_WINDOW_DAYS + k)
        expect(checkSearchDates(now, 1, addDays(today, d), late)).toBe('return')
        expect(returnWindow(now, addDays(today, d)).max).toBe(addDays(today, SEAT_WINDOW_DAYS))
      }),
    )
  })
})
