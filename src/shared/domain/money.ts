// DESIGN §3: money is stored as integer kobo; the contract carries naira as SPEC shows it.

export const KOBO_PER_NAIRA = 100

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA)
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA
}

let formatterMade: Intl.NumberFormat | undefined
/** Built on first use: building an Intl formatter loads its locale data (issue 9). */
const formatter = () =>
  (formatterMade ??= new Intl.NumberFormat('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }))

/** SPEC §5: amounts show 2 decimals with thousands separators, e.g. 12,500.00. */
export function formatAmount(naira: number): string {
  return formatter().format(naira)
}

/** With the naira sign: ₦12,500.00. */
export function formatNaira(naira: number): string {
  return `₦${formatAmount(naira)}`
}
