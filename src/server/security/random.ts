import { createHash, randomBytes, randomInt } from 'node:crypto'

// Every random value the accounts code makes, from the operating system's CSPRNG.

/** SPEC §9: OTPs are 6 digits. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** URL-safe secret of `bytes` random bytes (refresh tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Lower-case hex, safe in paths that the router lower-cases (photo ids, token ids). */
export function randomHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex')
}

// Crockford's alphabet: no I, L, O or U, so a code read aloud or copied by hand survives.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Upper-case code of `length` characters; 8 gives 40 bits, unguessable at any request rate. */
export function randomCode(length = 8): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]
  return code
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
