import { describe, expect, it } from 'vitest'
import { compareText } from '#shared/domain/text-order.ts'

describe('compareText', () => {
  it('orders names by their letters, whatever their case', () => {
    expect(['ibadan', 'Abuja', 'Lagos', 'enugu'].sort(compareText)).toEqual([
      'Abuja',
      'enugu',
      'ibadan',
      'Lagos',
    ])
  })

  it('orders ISO dates and times as time runs, and finds equal ones equal', () => {
    expect(['2026-12-01', '2026-11-30', '2027-01-02'].sort(compareText)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2027-01-02',
    ])
    expect(compareText('08:30', '08:30')).toBe(0)
    expect(compareText('09:00', '10:00')).toBeLessThan(0)
  })
})
