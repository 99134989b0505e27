import { formatAmount } from './money.ts'
import { toLocalPhone } from './phone.ts'

// Bills rules shared by the API and the app (SPEC §4, §5, §9).

/** SPEC §7 GetBillersByCategory: 1 electricity, 2 TV; ours: 3 airtime, 4 data. */
export const BILL_CATEGORY = { electricity: 1, tv: 2, airtime: 3, data: 4 } as const

/** SPEC §9: electricity and TV add ₦100, on card and wallet. */
export const BILL_FEE_KOBO = 100_00

export function billFeeKobo(categoryId: number): number {
  return categoryId === BILL_CATEGORY.electricity || categoryId === BILL_CATEGORY.tv
    ? BILL_FEE_KOBO
    : 0
}

/** SPEC §5: validation must answer 90000 before the confirm modal opens. */
export const VALID_CUSTOMER = '90000'

/** Bill payment references, told apart from bookings (WK) and wallet fundings (WF). */
export const BILL_PREFIX = 'BP'

export function isBillReference(reference: string): boolean {
  return reference.toUpperCase().startsWith(BILL_PREFIX)
}

/** What a customer may pay for a plan without a price of its own, in kobo. */
export type AmountRange = { minKobo: number; maxKobo: number }

/** Airtime: a switch refuses top-ups under ₦50 or over ₦50,000. */
export const AIRTIME_RANGE: AmountRange = { minKobo: 50_00, maxKobo: 50_000_00 }

/** Electricity: tokens are sold from ₦500 to ₦500,000. */
export const ELECTRICITY_RANGE: AmountRange = { minKobo: 500_00, maxKobo: 500_000_00 }

/**
 * The range of a category's plans without a price (airtime, electricity); null where every plan
 * has its price (TV bouquets, data bundles), so an amount of the customer's is not taken there.
 */
export function openAmountRange(categoryId: number): AmountRange | null {
  if (categoryId === BILL_CATEGORY.airtime) return AIRTIME_RANGE
  if (categoryId === BILL_CATEGORY.electricity) return ELECTRICITY_RANGE
  return null
}

/**
 * The form's and the API's refusal of an amount in kobo outside the range (NaN, an amount that
 * could not be read, is outside): 'Enter an amount between ₦50 and ₦50,000.'; null inside it.
 */
export function amountRangeProblem(range: AmountRange, amountKobo: number): string | null {
  if (amountKobo >= range.minKobo && amountKobo <= range.maxKobo) return null
  const naira = (kobo: number) => `₦${formatAmount(kobo / 100).replace(/\.00$/, '')}`
  return `Enter an amount between ${naira(range.minKobo)} and ${naira(range.maxKobo)}.`
}

export type Network = 'MTN' | 'Glo' | 'Airtel' | '9mobile'

/** The billers of each network (SPEC §7: MTN 348, Etisalat 205, Glo 3070, Airtel 901). */
export const NETWORK_BILLER: Record<Network, number> = {
  MTN: 348,
  Glo: 3070,
  Airtel: 901,
  '9mobile': 205,
}

// Nigerian mobile prefixes by network (NCC number allocations). Ported numbers keep their old
// prefix, so a lookup is a suggestion the traveller can change (SPEC §4: auto-select or pick).
const PREFIXES: Record<Network, string[]> = {
  MTN: [
    '0703',
    '0704',
    '0706',
    '07025',
    '07026',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
  ],
  Glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  Airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
}

/** The network of a Nigerian mobile number, however it is typed (phone.ts), or null. */
export function networkOf(phone: string): Network | null {
  const local = toLocalPhone(phone)
  if (!local) return null
  let best: { network: Network; length: number } | null = null
  for (const [network, prefixes] of Object.entries(PREFIXES) as [Network, string[]][]) {
    for (const prefix of prefixes)
      if (local.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { network, length: prefix.length }
  }
  return best?.network ?? null
}
