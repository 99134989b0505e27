import type { IsoDay } from './date-windows.ts'

// How a Lagos calendar day reads, the same in the app and on the server's plain-HTML ticket and
// its SMS/e-mail.

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
