import type { IsoDay } from '#shared/domain/date-windows.ts'

// How the app shows a Lagos calendar day; the windows themselves are shared/domain/date-windows.ts.

let longDayMade: Intl.DateTimeFormat | undefined
/** Built on first use: building an Intl formatter loads its locale data (issue 9). */
const longDay = () =>
  (longDayMade ??= new Intl.DateTimeFormat('en-NG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }))

/** '2026-01-05' → 'Mon, 5 Jan 2026'. */
export function formatDay(day: IsoDay): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : longDay().format(date)
}
