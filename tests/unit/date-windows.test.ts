import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  checkSearchDates,
  hireOneWayWindow,
  hireReturnWindow,
  hireRoundTripDepartureWindow,
  lagosTime,
  lagosToday,
  oneWayDepartureWindow,
  popularRouteWindow,
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
// The zone database is the oracle: the fixed UTC+1 arithmetic must agree with it.
const lagosZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', ...options })
const zoneDay = lagosZone({ year: 'numeric', month: '2-digit', day: '2-digit' })
const zoneClock = lagosZone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const offsets = fc.integer({ min: 0, max: SEAT_WINDOW_DAYS })
/** A round trip's departure: day 27 at the latest, so that a return is possible. */
const departureOffsets = fc.integer({ min: 0, max: SEAT_WINDOW_DAYS - 1 })

describe('lagosTime', () => {
  it('is the Africa/Lagos clock, 24-hour, minutes kept', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(lagosTime(at)).toBe(zoneClock.format(at))
      }),
    )
  })

  it('reads 00:30 half an hour after midnight in Lagos, not 24:30', () => {
    expect(lagosTime(new Date('2026-11-22T23:30:00Z'))).toBe('00:30')
  })
})

describe('lagosToday', () => {
  it('is the Africa/Lagos calendar day', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(lagosToday(now)).toBe(zoneDay.format(now))
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
      fc.property(instants, departureOffsets, fc.integer({ min: 0, max: 30 }), (now, d, back) => {
        const departure = addDays(lagosToday(now), d)
        expect(checkSearchDates(now, 1, departure, addDays(departure, -back))).toBe('return')
        expect(checkSearchDates(now, 1, departure, null)).toBe('return')
      }),
    )
  })

  it('ends the departure window on day 27, the last day a return is still possible', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = lagosToday(now)
        const departure = roundTripDepartureWindow(now)
        expect(departure.max).toBe(addDays(today, SEAT_WINDOW_DAYS - 1))
        const back = returnWindow(now, departure.max)
        expect(back.min <= back.max).toBe(true)
        expect(checkSearchDates(now, 1, departure.max, back.max)).toBeNull()
        expect(checkSearchDates(now, 1, addDays(today, SEAT_WINDOW_DAYS), back.max)).toBe(
          'departure',
        )
      }),
    )
  })

  it('refuses a return beyond the 28-day schedule', () => {
    fc.assert(
      fc.property(instants, departureOffsets, fc.integer({ min: 1, max: 60 }), (now, d, k) => {
        const today = lagosToday(now)
        const late = addDays(today, SEAT_WINDOW_DAYS + k)
        expect(checkSearchDates(now, 1, addDays(today, d), late)).toBe('return')
        expect(returnWindow(now, addDays(today, d)).max).toBe(addDays(today, SEAT_WINDOW_DAYS))
      }),
    )
  })
})

describe('at the Lagos day boundary', () => {
  // 23:59 and 00:00 in Lagos are 22:59 and 23:00 UTC.
  const lastMinute = new Date('2026-02-28T22:59:00Z')
  const midnight = new Date('2026-02-28T23:00:00Z')

  it('moves every window forward by one day at Lagos midnight, across a month end', () => {
    expect(oneWayDepartureWindow(lastMinute)).toEqual({ min: '2026-03-01', max: '2026-03-28' })
    expect(oneWayDepartureWindow(midnight)).toEqual({ min: '2026-03-02', max: '2026-03-29' })
    expect(roundTripDepartureWindow(lastMinute).min).toBe('2026-02-28')
    expect(roundTripDepartureWindow(midnight).min).toBe('2026-03-01')
    expect(hireOneWayWindow(lastMinute)).toEqual({ min: '2026-03-01', max: '2026-03-14' })
    expect(hireRoundTripDepartureWindow(midnight)).toEqual({ min: '2026-03-01', max: '2026-03-15' })
    expect(popularRouteWindow(midnight)).toEqual({ min: '2026-03-02', max: '2026-03-22' })
  })

  it('takes day 28 and refuses day 29, counted from the Lagos day', () => {
    expect(checkSearchDates(lastMinute, 0, '2026-03-28')).toBeNull()
    expect(checkSearchDates(lastMinute, 0, '2026-03-29')).toBe('departure')
    expect(checkSearchDates(midnight, 0, '2026-03-29')).toBeNull()
    // Tomorrow at 23:59 becomes today at 00:00: one way no longer takes it.
    expect(checkSearchDates(lastMinute, 0, '2026-03-01')).toBeNull()
    expect(checkSearchDates(midnight, 0, '2026-03-01')).toBe('departure')
  })

  it('keeps a hire return within 14 days of its departure', () => {
    expect(hireReturnWindow('2026-12-25')).toEqual({ min: '2026-12-26', max: '2027-01-08' })
  })

  it('counts leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
})
