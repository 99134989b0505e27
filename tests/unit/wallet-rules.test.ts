import { describe, expect, it } from 'vitest'
import { cashbackKobo, isFundingReference, pocketOf } from '#shared/domain/wallet.ts'

describe('wallet rules', () => {
  it('cashback is 5% of what was paid, in kobo, rounded down', () => {
    expect(cashbackKobo(2_565_000)).toBe(128_250)
    expect(cashbackKobo(999)).toBe(49)
    expect(cashbackKobo(0)).toBe(0)
  })
  it('method 1 pays from the cashback pocket, 23 from the main one', () => {
    expect(pocketOf(1)).toBe('cashback')
    expect(pocketOf(23)).toBe('main')
  })
  it('funding references are told apart from booking references', () => {
    expect(isFundingReference('WF0123456789AB')).toBe(true)
    expect(isFundingReference('wf0123456789ab')).toBe(true)
    expect(isFundingReference('WK0123456789')).toBe(false)
  })
})
