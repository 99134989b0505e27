import type { IsoDay } from '#shared/domain/date-windows.ts'

// How the app shows a Lagos calendar day or moment; the windows themselves are
// shared/domain/date-windows.ts. Its formats are built on first use, as dateFormatOnFirstUse there
// does, but here by hand: importing that module would add a file to /select-bus's first load.

let longDayMade: Intl.DateTimeFormat | undefined
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
