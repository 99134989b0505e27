// SPEC §5 date windows, counted in Lagos days. One implementation for the browser and the
// server, on UTC day arithmetic rather than a date library, so the booking path's
// first load stays small (DESIGN §9). Lagos keeps WAT (UTC+1) all year: no summer time.

export const LAGOS_ZONE = 'Africa/Lagos'

/** A calendar day in Lagos as 'yyyy-mm-dd'. */
export type IsoDay = string

export interface DayWindow {
  min: IsoDay
  max: IsoDay
}

/**
 * An Intl date format built on its first use: building one loads its locale's data, which cost
 * the first page's start-up when every module built its formats as it loaded (issue 9).
 */
export function dateFormatOnFirstUse(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => (made ??= new Intl.DateTimeFormat(locale, options))
}

/** Lagos time is UTC+1 all year (WAT, no summer time), so its wall clock is UTC shifted an hour. */
const WAT_OFFSET_MS = 60 * 60 * 1000
const lagosWallClock = (at: Date) => new Date(at.getTime() + WAT_OFFSET_MS).toISOString()

// Plain arithmetic, not Intl: the search form asks for today when the home page first renders,
// and building a time-zoned Intl format there (its locale and zone data loading) was a third of
// that render's main-thread time on a 4x-throttled phone (issue 9).
export function lagosToday(now: Date = new Date()): IsoDay {
  return lagosWallClock(now).slice(0, 10)
}

/** The time of day in Lagos as 'HH:mm'. */
export function lagosTime(at: Date): string {
  return lagosWallClock(at).slice(11, 16)
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function isWithin(day: IsoDay, window: DayWindow): boolean {
  return day >= window.min && day <= window.max
}

// SPEC §5 Date windows (days counted in Lagos).
export const SEAT_WINDOW_DAYS = 28
export const HIRE_WINDOW_DAYS = 14
export const POPULAR_ROUTE_WINDOW = { from: 1, to: 21 }

/** Seats one way: tomorrow to 28 days ahead. */
export function oneWayDepartureWindow(now: Date = new Date()): DayWindow {
  const today = lagosToday(now)
  return { min: addDays(today, 1), max: addDays(today, SEAT_WINDOW_DAYS) }
}

/**
 * Seats round trip: departure today to the last day a return is still possible, the day before
 * the return window's end (tester N: a departure on the 28th day left no arrival date to choose).
 */
export function roundTripDepartureWindow(now: Date = new Date()): DayWindow {
  const today = lagosToday(now)
  return { min: today, max: addDays(today, SEAT_WINDOW_DAYS - 1) }
}

/**
 * Seats round trip return: from the day after departure to 28 days ahead of today (the schedule
 * runs 28 days, so a later return would find no bus).
 */
export function returnWindow(now: Date, departure: IsoDay): DayWindow {
  return { min: addDays(departure, 1), max: addDays(lagosToday(now), SEAT_WINDOW_DAYS) }
}

/** Hire one way: tomorrow to 14 days ahead. */
export function hireOneWayWindow(now: Date = new Date()): DayWindow {
  const today = lagosToday(now)
  return { min: addDays(today, 1), max: addDays(today, HIRE_WINDOW_DAYS) }
}

/** Hire round trip: departure up to 14 days ahead. */
export function hireRoundTripDepartureWindow(now: Date = new Date()): DayWindow {
  const today = lagosToday(now)
  return { min: today, max: addDays(today, HIRE_WINDOW_DAYS) }
}

/** Hire return: after departure, within 14 days of it. */
export function hireReturnWindow(departure: IsoDay): DayWindow {
  return { min: addDays(departure, 1), max: addDays(departure, HIRE_WINDOW_DAYS) }
}

/** Popular-route popup: 1 to 21 days ahead. */
export function popularRouteWindow(now: Date = new Date()): DayWindow {
  const today = lagosToday(now)
  return {
    min: addDays(today, POPULAR_ROUTE_WINDOW.from),
    max: addDays(today, POPULAR_ROUTE_WINDOW.to),
  }
}

export type SearchDatesProblem = 'departure' | 'return' | null

/** Checks a seat search's dates against SPEC §5; names the first date out of its window. */
export function checkSearchDates(
  now: Date,
  tripType: 0 | 1,
  departureDate: IsoDay,
  returnDate?: IsoDay | null,
): SearchDatesProblem {
  const departure = tripType === 0 ? oneWayDepartureWindow(now) : roundTripDepartureWindow(now)
  if (!isWithin(departureDate, departure)) return 'departure'
  if (tripType === 1 && (!returnDate || !isWithin(returnDate, returnWindow(now, departureDate))))
    return 'return'
  return null
}
