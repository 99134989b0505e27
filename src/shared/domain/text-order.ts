/**
 * Orders two strings by their characters, letters compared without case. Not localeCompare or
 * Intl.Collator: the first of either loads the collation data, which took about 40 ms of the home
 * page's first render on a 4x-throttled phone (issue 9). Our names are plain Latin letters and
 * our dates ISO strings, which this orders as a person would.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}
