import { describe, expect, it } from 'vitest'
import {
  AIRTIME_RANGE,
  amountRangeProblem,
  billFeeKobo,
  ELECTRICITY_RANGE,
  isBillReference,
  networkOf,
  openAmountRange,
} from '#shared/domain/bills.ts'

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
  it('amounts of plans without a price: the range of each category and its refusal', () => {
    expect(openAmountRange(3)).toBe(AIRTIME_RANGE)
    expect(openAmountRange(1)).toBe(ELECTRICITY_RANGE)
    expect(openAmountRange(2)).toBeNull()
    expect(openAmountRange(4)).toBeNull()
    expect(amountRangeProblem(ELECTRICITY_RANGE, 50_000)).toBeNull()
    expect(amountRangeProblem(ELECTRICITY_RANGE, 50_000_000)).toBeNull()
    for (const kobo of [1, 100, 49_999, 50_000_001, Number.NaN])
      expect(amountRangeProblem(ELECTRICITY_RANGE, kobo)).toBe(
        'Enter an amount between ₦500 and ₦500,000.',
      )
    expect(amountRangeProblem(AIRTIME_RANGE, 4_999)).toBe(
      'Enter an amount between ₦50 and ₦50,000.',
    )
  })
  it('bill references are told apart', () => {
    expect(isBillReference('BP12345')).toBe(true)
    expect(isBillReference('WK12345')).toBe(false)
  })
})
