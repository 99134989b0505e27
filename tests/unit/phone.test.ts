import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import {
  phoneProblem,
  phonesDiffer,
  registrationPhoneProblem,
  toInternationalPhone,
  toLocalPhone,
} from '#shared/domain/phone.ts'

describe('Nigerian phone numbers (SPEC §5)', () => {
  it('reads every usual way of writing one', () => {
    for (const input of [
      '08031234567',
      '+2348031234567',
      '2348031234567',
      '8031234567',
      '0803 123 4567',
      '+234 803-123-4567',
      '(0803) 123.4567',
    ]) {
      expect(toInternationalPhone(input)).toBe('+2348031234567')
    }
    expect(toLocalPhone('+2348031234567')).toBe('08031234567')
  })

  it('accepts the 070, 080, 081, 090 and 091 ranges only', () => {
    for (const prefix of ['070', '080', '081', '090', '091']) {
      expect(toInternationalPhone(`${prefix}12345678`)).not.toBeNull()
    }
    for (const input of [
      '06031234567',
      '08231234567',
      '0803123456',
      '080312345678',
      '+14155550100',
      '+2338031234567',
      'abc',
      '',
    ]) {
      expect(toInternationalPhone(input)).toBeNull()
    }
  })

  it('round-trips: local → international → local', () => {
    const local = fc
      .tuple(fc.constantFrom('070', '080', '081', '090', '091'), fc.stringMatching(/^\d{8}$/))
      .map(([p, rest]) => p + rest)
    fc.assert(fc.property(local, (n) => toLocalPhone(toInternationalPhone(n)!) === n))
  })

  it('takes a phone however a Nigerian types it (issue 15)', () => {
    for (const input of ['+2348031234567', '2348031234567', '08031234567', '0803 123 4567'])
      expect(phoneProblem(input)).toBeNull()
  })

  it('gives the length message only when the digits are wrong after normalising', () => {
    expect(phoneProblem('0803123456')).toBe(messages.phoneLength)
    expect(phoneProblem('080312345678')).toBe(messages.phoneLength)
    expect(phoneProblem('+2348031234')).toBe(messages.phoneLength)
    expect(phoneProblem('234803123456789')).toBe(messages.phoneLength)
    expect(phoneProblem('')).toBe(messages.phoneLength)
  })

  it('gives the Nigerian-only message for a foreign or non-mobile number of the right length', () => {
    expect(phoneProblem('05031234567')).toBe(messages.phoneNigerianOnly)
    expect(phoneProblem('+2345031234567')).toBe(messages.phoneNigerianOnly)
    expect(phoneProblem('+14155550100')).toBe(messages.phoneNigerianOnly)
    expect(phoneProblem('0803-CALL-ME')).toBe(messages.phoneNigerianOnly)
  })

  it('uses the same rule for registration, with its own length message', () => {
    expect(registrationPhoneProblem('+2348031234567')).toBeNull()
    expect(registrationPhoneProblem('08031234567')).toBeNull()
    expect(registrationPhoneProblem('+234803123456')).toBe(messages.phoneElevenDigits)
    expect(registrationPhoneProblem('+4478031234567')).toBe(messages.phoneNigerianOnly)
  })

  it('tells whether two phones are the same number however written', () => {
    expect(phonesDiffer('08031234567', '+234 803 123 4567')).toBe(false)
    expect(phonesDiffer('08031234567', '08031234568')).toBe(true)
  })
})
