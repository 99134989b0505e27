import { describe, expect, it } from 'vitest'
import { hireFareKobo, hireTotalKobo, tariffOf } from '#shared/domain/hire-pricing.ts'

describe('hire pricing (SPEC §9)', () => {
  const hiace = tariffOf(1)!
  it('a short hire costs the minimum; a long one per km, rounded up to ₦1,000', () => {
    expect(hireFareKobo(hiace, 20)).toBe(60_000_00)
    expect(hireFareKobo(hiace, 700)).toBe(455_000_00)
    expect(hireFareKobo(hiace, 700.4)).toBe(456_000_00)
  })
  it('one way = fare × vehicles; round trip = 2 × fare + sleepover, × vehicles', () => {
    const line = { fareKobo: 100_000_00, sleepOverKobo: 25_000_00, vehicles: 2 }
    expect(hireTotalKobo([line], false, false)).toBe(200_000_00)
    expect(hireTotalKobo([line], true, false)).toBe(400_000_00)
    expect(hireTotalKobo([line], true, true)).toBe(450_000_00)
    // The sleepover applies to round trips only.
    expect(hireTotalKobo([line], false, true)).toBe(200_000_00)
  })
})
