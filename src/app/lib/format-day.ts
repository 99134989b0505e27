export { formatDay } from '#shared/domain/format-day.ts'

// How the app shows a Lagos calendar day (shared with the server's ticket) or moment; the
// windows themselves are shared/domain/date-windows.ts.

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
