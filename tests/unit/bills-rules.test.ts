import { describe, expect, it } from 'vitest'
import { billFeeKobo, isBillReference, networkOf } from '#shared/domain/bills.ts'

describe('bills rules', () => {
  it('electricity and TV add ₦100 (10,000 kobo); airtime and data add nothing', () => {
    expect(billFeeKobo(1)).toBe(10_000)
    expect(billFeeKobo(2)).toBe(10_000)
    expect(billFeeKobo(3)).toBe(0)
    expect(billFeeKobo(4)).toBe(0)
  })
  it('finds the network from the number prefix, however the number is written', () => {
    expect(networkOf('08031234567')).toBe('MTN')
    expect(networkOf('+2348051234567')).toBe('Glo')
    expect(networkOf('0802 123 4567')).toBe('Airtel')
    expect(networkOf('08091234567')).toBe('9mobile')
    expect(networkOf('07025123456')).toBe('MTN')
    expect(networkOf('2348031234567')).toBe('MTN')
    expect(networkOf('+234 803 123 4567')).toBe('MTN')
    expect(networkOf('8031234567')).toBe('MTN')
    expect(networkOf('0803123')).toBeNull()
    expect(networkOf('01234567890')).toBeNull()
  })
  it('bill references are told apart', () => {
    expect(isBillReference('BP12345')).toBe(true)
    expect(isBillReference('WK12345')).toBe(false)
  })
})
