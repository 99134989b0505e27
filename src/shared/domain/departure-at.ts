// Its own module, not departure-time.ts's: that one is in every page's first load (vite.config.ts
// 'ui'), and only ticket and history pages ask when a bus leaves.

/**
 * The instant a bus leaves, in ms: its Lagos date ('yyyy-mm-dd') and time ('HH:mm'; none is
 * midnight). Lagos keeps UTC+1 all year.
 */
export function departureAt(date: string, time: string): number {
  return Date.parse(`${date}T${time || '00:00'}:00+01:00`)
}
