import type { IsoDay } from '#shared/domain/date-windows.ts'

// How the app shows a Lagos calendar day or moment; the windows themselves are
// shared/domain/date-windows.ts.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
// en-NG writes September 'Sept', as en-GB does.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']

/**
 * '2026-01-05' → 'Mon, 5 Jan 2026', as Intl's en-NG format writes it. By hand, not Intl: building
 * the first en-NG format loads its locale data, a 90 ms task of /select-bus's first render on a
 * 4x-throttled phone (issue 9).
 */
export function formatDay(day: IsoDay): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

let dateTimeMade: Intl.DateTimeFormat | undefined
const dateTime = () =>
  (dateTimeMade ??= new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }))

/** An instant as a Lagos date and time, e.g. '25 Nov 2026, 10:40' (bills, wallet). */
export function formatDateTime(at: string): string {
  return dateTime().format(new Date(at))
}
