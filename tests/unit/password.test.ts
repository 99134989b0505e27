import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commonPasswordCount, isCommonPassword } from '#shared/domain/common-passwords.ts'
import { passwordMessages, passwordProblem } from '#shared/domain/password.ts'
import { hashPassword, verifyPassword } from '#server/security/passwords.ts'

describe('password rules (SPEC §5, §9; no composition rules)', () => {
  it('needs 8 characters, counted in code points rather than UTF-16 units', () => {
    expect(passwordProblem('1234567')).toBe(passwordMessages.tooShort)
    expect(passwordProblem('🚌🚌🚌🚌🚌🚌🚌')).toBe(passwordMessages.tooShort)
    expect(passwordProblem('x'.repeat(129))).toBe(passwordMessages.tooLong)
  })

  it('refuses the common list whatever the case, and ships about 200 of them', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(200)
    for (const p of ['password', 'Password1', 'QWERTYUIOP', '12345678', 'iloveyou', 'nigeria123']) {
      expect(passwordProblem(p.length < 8 ? p.padEnd(8, '1') : p)).toBe(passwordMessages.tooCommon)
    }
  })

  it('accepts any long, uncommon password: no upper, digit or symbol needed', () => {
    expect(passwordProblem('lagos to abuja by road')).toBeNull()
    expect(passwordProblem('ALLCAPSBUTLONG')).toBeNull()
    const uncommon = fc
      .string({ minLength: 8, maxLength: 40 })
      .filter((s) => [...s].length >= 8 && !isCommonPassword(s))
    fc.assert(fc.property(uncommon, (p) => passwordProblem(p) === null))
  })
})

describe('password hashing', () => {
  it('uses argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('journey to Ibadan')
    expect(stored.startsWith('$argon2id$')).toBe(true)
    expect(await verifyPassword(stored, 'journey to Ibadan')).toBe(true)
    expect(await verifyPassword(stored, 'journey to ibadan')).toBe(false)
    expect(await verifyPassword(null, 'anything')).toBe(false)
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
  })
})
