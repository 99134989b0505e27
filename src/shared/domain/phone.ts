import * as messages from './messages.ts'

// SPEC §5 phone rules. Nigerian mobile numbers are 0 + 10 digits locally (070x, 080x, 081x,
// 090x, 091x: 11 characters) or +234 + 10 digits internationally (14 characters).

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

/**
 * SPEC §5, the way Nigerians type a number: '+2348031234567', '2348031234567', '08031234567' and
 * '0803 123 4567' are one number and all pass. SPEC's length message only for a number whose
 * digits are too few or too many in every form; the Nigerian-only message for one of the right
 * length that is not a Nigerian mobile (or has another country's prefix). Every phone field uses
 * this rule; what is stored is toInternationalPhone's '+234…'.
 */
export function phoneProblem(input: string, lengthMessage: string = messages.phoneLength) {
  if (toInternationalPhone(input) !== null) return null
  const compact = compactPhone(input.trim())
  const digits = compact.startsWith('+') ? compact.slice(1) : compact
  if (digits === '') return lengthMessage
  if (!/^\d+$/.test(digits)) return messages.phoneNigerianOnly
  let national = digits
  if (compact.startsWith('+')) {
    if (!digits.startsWith('234')) return messages.phoneNigerianOnly
    national = digits.slice(3)
  } else if (digits.startsWith('234') && digits.length >= 12) national = digits.slice(3)
  else if (digits.startsWith('0')) national = digits.slice(1)
  // No Nigerian prefix and more digits than a Nigerian number has: another country's number.
  else if (digits.length > 10) return messages.phoneNigerianOnly
  return national.length === 10 ? messages.phoneNigerianOnly : lengthMessage
}

/** SPEC §5, §9: registration and suggest-route phones, with their own length message. */
export function registrationPhoneProblem(value: string): string | null {
  return phoneProblem(value, messages.phoneElevenDigits)
}

/** SPEC §5: the passenger's and next of kin's phones must differ. */
export function phonesDiffer(a: string, b: string): boolean {
  const left = toInternationalPhone(a) ?? compactPhone(a)
  const right = toInternationalPhone(b) ?? compactPhone(b)
  return left !== right
}
