// DESIGN §3: money is stored as integer kobo; the contract carries naira as SPEC shows it.

export const KOBO_PER_NAIRA = 100

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA)
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA
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
