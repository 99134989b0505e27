// DESIGN §3: money is stored as integer kobo; the contract carries naira as SPEC shows it.

export const KOBO_PER_NAIRA = 100

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA)
}

/** True for an amount in naira that is a whole number of kobo (10.5, not 10.005). */
export function isWholeKobo(naira: number): boolean {
  const kobo = naira * KOBO_PER_NAIRA
  return Math.abs(kobo - Math.round(kobo)) < 1e-6
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA
}

/**
 * An amount in naira as a person types it ('20000', '20,000', '1500.50', '₦5,000', 'N500',
 * 'NGN 1,500'), or null for anything else ('-500', '1e3', '12abc', '1.234', '₦₦500'): read as
 * typed, never by dropping the characters that do not fit, which would turn '-500' into 500 and
 * '1e3' into 13. The sign the app itself writes (₦), or the N and NGN of a keyboard without it,
 * may lead, with spaces after it; the figure itself is whole or with thousands commas.
 */
export function parseNaira(typed: string): number | null {
  const match = /^(?:(?:₦|NGN|N)\s*)?((?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?)$/i.exec(
    typed.trim(),
  )
  return match ? Number(match[1]!.replace(/,/g, '')) : null
}

/**
 * SPEC §5: amounts show 2 decimals with thousands separators, e.g. 12,500.00 (as Intl's en-NG
 * format writes them). By hand, not Intl.NumberFormat: building the first en-NG format loads its
 * locale data, a long task of the booking pages' first render on a slow phone (issue 9).
 */
export function formatAmount(naira: number): string {
  const [whole, fraction] = Math.abs(naira).toFixed(2).split('.') as [string, string]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${naira < 0 ? '-' : ''}${grouped}.${fraction}`
}

/** With the naira sign: ₦12,500.00. */
export function formatNaira(naira: number): string {
  return `₦${formatAmount(naira)}`
}
