import { messages } from './messages.ts'

// SPEC §5 phone rules. Nigerian mobile numbers are 0 + 10 digits locally (070x, 080x, 081x,
// 090x, 091x: 11 characters) or +234 + 10 digits internationally (14 characters).

const LOCAL = /^0[789][01]\d{8}$/
const INTERNATIONAL = /^\+234[789][01]\d{8}$/

/** Drops the separators people type: spaces, dashes, dots and brackets. */
export function compactPhone(input: string): string {
  return input.replace(/[\s\-.()]/g, '')
}

/**
 * The canonical form Waka stores and compares: '+234' and ten digits. Accepts '0803…', '+234803…',
 * '234803…' and '803…' (with separators); null when it is not a Nigerian mobile number.
 */
export function toInternationalPhone(input: string): string | null {
  const compact = compactPhone(input)
  const digits = compact.startsWith('+') ? compact.slice(1) : compact
  if (!/^\d+$/.test(digits)) return null
  let national: string
  if (compact.startsWith('+') || digits.length === 13) {
    if (!digits.startsWith('234') || digits.length !== 13) return null
    national = digits.slice(3)
  } else if (digits.length === 11 && digits.startsWith('0')) {
    national = digits.slice(1)
  } else if (digits.length === 10) {
    national = digits
  } else {
    return null
  }
  const international = `+234${national}`
  return INTERNATIONAL.test(international) ? international : null
}

/** '+2348031234567' → '08031234567' (booking forms use the 11-character local form). */
export function toLocalPhone(input: string): string | null {
  const international = toInternationalPhone(input)
  return international ? `0${international.slice(4)}` : null
}

/** SPEC §5: booking, hire, partner and tier 3 phones are exactly 11 characters, Nigerian only. */
export function bookingPhoneProblem(value: string): string | null {
  if (value.length !== 11) return messages.phoneLength
  if (!LOCAL.test(value)) return messages.phoneNigerianOnly
  return null
}

/** SPEC §5, §9: registration and suggest-route phones are 14 characters with the +234 prefix. */
export function registrationPhoneProblem(value: string): string | null {
  const compact = compactPhone(value)
  if (!compact.startsWith('+234')) return messages.phoneNigerianOnly
  if (compact.length !== 14) return messages.phoneElevenDigits
  if (!INTERNATIONAL.test(compact)) return messages.phoneNigerianOnly
  return null
}

/** SPEC §5: the passenger's and next of kin's phones must differ. */
export function phonesDiffer(a: string, b: string): boolean {
  const left = toInternationalPhone(a) ?? compactPhone(a)
  const right = toInternationalPhone(b) ?? compactPhone(b)
  return left !== right
}
