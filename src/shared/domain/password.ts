import { isCommonPassword } from './common-passwords.ts'

// SPEC §5, §9: a password has at least 8 characters. The upper/lower/special guidance is shown
// but never enforced (OWASP ASVS 2.1.9 forbids composition rules); instead a password from the
// list of the most common ones is refused (ASVS 2.1.7).

export const PASSWORD_MIN_LENGTH = 8
/** Long enough for any passphrase, short enough to keep hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common and easy to guess, please choose another.',
} as const

/** SPEC §5 guidance, shown beside the field; not a rule. */
export const passwordGuidance =
  'Use at least 8 characters; mixing upper and lower case letters and a special character makes it stronger.'

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  // Count characters as people see them (code points), not UTF-16 units.
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong
  if (isCommonPassword(password)) return passwordMessages.tooCommon
  return null
}
