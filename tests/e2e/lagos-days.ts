/** A Lagos calendar day `days` from today, as the date inputs take it (yyyy-mm-dd). */
export function lagosDay(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at)
}
