import { describe, expect, it } from 'vitest'
import { formatDay } from '#app/lib/format-day.ts'
import { departureAt } from '#shared/domain/departure-at.ts'
import { formatAmount, formatNaira, parseNaira } from '#shared/domain/money.ts'

// The booking pages write days and amounts by hand (building the first Intl format loads its
// locale data: a long task on a slow phone); they must read exactly as Intl's en-NG formats do.

describe('formatDay', () => {
  const intl = new Intl.DateTimeFormat('en-NG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

  it('writes every day of five years as Intl en-NG does', () => {
    const start = Date.UTC(2024, 0, 1)
    for (let n = 0; n < 5 * 366; n++) {
      const day = new Date(start + n * 86_400_000).toISOString().slice(0, 10)
      expect(formatDay(day), day).toBe(intl.format(new Date(`${day}T00:00:00Z`)))
    }
    expect(formatDay('2026-01-05')).toBe('Mon, 5 Jan 2026')
  })

  it('gives back what is not a day', () => {
    expect(formatDay('soon')).toBe('soon')
  })
})

describe('formatAmount', () => {
  const intl = new Intl.NumberFormat('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })

  it('writes naira from kobo as Intl en-NG does', () => {
    const kobo = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456, 2_700_000, 123_456_789]
    for (let k = 1; k < 10_000_000_000; k = Math.ceil(k * 1.37) + 7) kobo.push(k)
    for (const k of kobo) {
      expect(formatAmount(k / 100), String(k)).toBe(intl.format(k / 100))
      if (k > 0) expect(formatAmount(-k / 100), String(-k)).toBe(intl.format(-k / 100))
    }
  })

  it('puts the naira sign before the amount', () => {
    expect(formatNaira(27_000)).toBe('₦27,000.00')
    expect(formatNaira(12_500.5)).toBe('₦12,500.50')
  })
})

describe('parseNaira', () => {
  it('reads an amount as typed, with or without thousands separators and kobo', () => {
    expect(parseNaira('20000')).toBe(20_000)
    expect(parseNaira(' 20,000 ')).toBe(20_000)
    expect(parseNaira('1,500.50')).toBe(1500.5)
    expect(parseNaira('0')).toBe(0)
  })

  it('takes the naira sign the app writes, or N / NGN, before the figure (tester N)', () => {
    expect(parseNaira('₦500')).toBe(500)
    expect(parseNaira('₦5,000')).toBe(5000)
    expect(parseNaira(' ₦ 1,500.50 ')).toBe(1500.5)
    expect(parseNaira('N500')).toBe(500)
    expect(parseNaira('n 20,000')).toBe(20_000)
    expect(parseNaira('NGN 1,000')).toBe(1000)
    expect(parseNaira('ngn2500')).toBe(2500)
  })

  it('refuses what it cannot read as typed, rather than dropping characters', () => {
    for (const typed of [
      '',
      ' ',
      '-500',
      '1e3',
      '12abc',
      '1.234',
      '.5',
      '1,00',
      '20,000,0',
      'NaN',
      '₦',
      '₦₦500',
      '₦-500',
      '-₦500',
      '500₦',
      '₦ 5 000',
      '₦5,00',
      '₦1e3',
      'NN500',
      'NG500',
      '$500',
      'N-500',
    ])
      expect(parseNaira(typed), typed).toBeNull()
  })
})

describe('departureAt', () => {
  it('reads a departure in Lagos time, an hour ahead of UTC all year', () => {
    expect(departureAt('2026-11-22', '07:30')).toBe(Date.UTC(2026, 10, 22, 6, 30))
    expect(departureAt('2026-06-30', '23:45')).toBe(Date.UTC(2026, 5, 30, 22, 45))
  })

  it('takes a departure with no time (a hire) as the start of its Lagos day', () => {
    expect(departureAt('2026-11-22', '')).toBe(Date.UTC(2026, 10, 21, 23, 0))
  })
})
