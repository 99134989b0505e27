// SPEC §9: the codes sent by SMS or e-mail are 6 digits.

/** A code that is not 6 digits, in the same words from the app (before it is sent) and the API. */
export const otpTooShort = 'Enter the 6 digit code.'

export function isOtpCode(code: string): boolean {
  return /^\d{6}$/.test(code)
}
