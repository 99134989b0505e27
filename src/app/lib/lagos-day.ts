import {
  HIRE_WINDOW_DAYS,
  POPULAR_ROUTE_WINDOW,
  SEAT_WINDOW_DAYS,
  type DayWindow,
  type IsoDay,
} from '#shared/domain/date-windows.ts'

// The browser's copy of SPEC §5 date windows. The shared module computes them with luxon, which
// would add ~25 KB gzip to the home page (budget: DESIGN §9); Lagos keeps WAT (UTC+1) all year,
// so Intl and plain UTC day arithmetic give the same days. Only the constants are imported
// (luxon is side-effect free and is shaken out); the server checks again with the shared rules.

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function lagosToday(now: Date = new Date()): IsoDay {
  return lagosDay.format(now)
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const ahead = (from: number, to: number, now?: Date): DayWindow => {
  const today = lagosToday(now)
  return { min: addDays(today, from), max: addDays(today, to) }
}

/** Seats one way: tomorrow to 28 days. */
export const oneWayWindow = (now?: Date) => ahead(1, SEAT_WINDOW_DAYS, now)
/** Seats round trip departure: today to 28 days. */
export const roundTripWindow = (now?: Date) => ahead(0, SEAT_WINDOW_DAYS, now)
/** Seats return: the day after departure to 28 days from today. */
export const returnWindow = (departure: IsoDay, now?: Date): DayWindow => ({
  min: addDays(departure, 1),
  max: addDays(lagosToday(now), SEAT_WINDOW_DAYS),
})
/** Hire one way: tomorrow to 14 days. */
export const hireOneWayWindow = (now?: Date) => ahead(1, HIRE_WINDOW_DAYS, now)
/** Hire round trip departure: up to 14 days. */
export const hireRoundTripWindow = (now?: Date) => ahead(0, HIRE_WINDOW_DAYS, now)
/** Hire return: after departure, within 14 days of it. */
export const hireReturnWindow = (departure: IsoDay): DayWindow => ({
  min: addDays(departure, 1),
  max: addDays(departure, HIRE_WINDOW_DAYS),
})
/** Popular-route popup: 1 to 21 days. */
export const popularRouteWindow = (now?: Date) =>
  ahead(POPULAR_ROUTE_WINDOW.from, POPULAR_ROUTE_WINDOW.to, now)

export function isWithin(day: IsoDay, window: DayWindow): boolean {
  return day >= window.min && day <= window.max
}

const longDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-01-05' → 'Mon, 5 Jan 2026'. */
export function formatDay(day: IsoDay): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : longDay.format(date)
}
