import { describe, expect, it } from 'vitest'
import {
  seatSearchWindows,
  validateSeatSearch,
  type SeatSearchForm,
} from '#app/features/booking/seat-search-validation.ts'

// SPEC §5 seat search, at 10:00 on 1 December 2026 in Lagos (09:00 UTC).
const now = new Date('2026-12-01T09:00:00Z')

const form = (overrides: Partial<SeatSearchForm> = {}): SeatSearchForm => ({
  from: 1,
  to: 6,
  date: '2026-12-02',
  returnDate: '',
  adults: 1,
  ...overrides,
})

describe('seatSearchWindows', () => {
  it('opens one way tomorrow to day 28, a round trip today to day 27 (a return by day 28)', () => {
    expect(seatSearchWindows(0, '', now).departure).toEqual({
      min: '2026-12-02',
      max: '2026-12-29',
    })
    expect(seatSearchWindows(1, '', now).departure).toEqual({
      min: '2026-12-01',
      max: '2026-12-28',
    })
    expect(seatSearchWindows(1, '2026-12-10', now).ret).toEqual({
      min: '2026-12-11',
      max: '2026-12-29',
    })
  })
})

describe('validateSeatSearch', () => {
  it('turns a valid one-way form into the search', () => {
    expect(validateSeatSearch(form({ adults: 3 }), 0, now)).toEqual({
      errors: {},
      search: { from: 1, to: 6, date: '2026-12-02', adults: 3, tripType: 0 },
    })
  })

  it('keeps the return date only for a round trip', () => {
    const roundTrip = form({ date: '2026-12-01', returnDate: '2026-12-29' })
    expect(validateSeatSearch(roundTrip, 1, now).search).toEqual({
      from: 1,
      to: 6,
      date: '2026-12-01',
      returnDate: '2026-12-29',
      adults: 1,
      tripType: 1,
    })
    expect(
      validateSeatSearch(form({ returnDate: '2026-12-05' }), 0, now).search,
    ).not.toHaveProperty('returnDate')
  })

  it('names every missing field', () => {
    const result = validateSeatSearch(form({ from: '', to: '', date: '' }), 1, now)
    expect(result.search).toBeUndefined()
    expect(result.errors).toEqual({
      from: 'Choose the terminal you are travelling from.',
      to: 'Choose the terminal you are travelling to.',
      date: 'Choose a departure date.',
      returnDate: 'Choose an arrival date for your return trip.',
    })
  })

  it('refuses the same terminal twice', () => {
    expect(validateSeatSearch(form({ to: 1 }), 0, now).errors.to).toBe(
      'Choose a destination different from your departure.',
    )
  })

  it('refuses a one-way trip today or after day 28, naming the window', () => {
    const window = 'Choose a departure date from Wed, 2 Dec 2026 to Tue, 29 Dec 2026.'
    expect(validateSeatSearch(form({ date: '2026-12-01' }), 0, now).errors.date).toBe(window)
    expect(validateSeatSearch(form({ date: '2026-12-30' }), 0, now).errors.date).toBe(window)
    expect(validateSeatSearch(form({ date: '2026-12-29' }), 0, now).errors).toEqual({})
  })

  it('refuses a round trip departing on day 28 by its departure, never an empty return window', () => {
    const { errors } = validateSeatSearch(
      form({ date: '2026-12-29', returnDate: '2026-12-29' }),
      1,
      now,
    )
    expect(errors).toEqual({
      date: 'Choose a departure date from Tue, 1 Dec 2026 to Mon, 28 Dec 2026.',
    })
    expect(seatSearchWindows(1, '2026-12-28', now).ret).toEqual({
      min: '2026-12-29',
      max: '2026-12-29',
    })
  })

  it('refuses a return on the departure day', () => {
    const result = validateSeatSearch(form({ returnDate: '2026-12-02' }), 1, now)
    expect(result.errors.returnDate).toMatch(/^Choose an arrival date from Thu, 3 Dec 2026 to/)
  })

  it('allows 1 to 13 adults', () => {
    expect(validateSeatSearch(form({ adults: 13 }), 0, now).errors).toEqual({})
    expect(validateSeatSearch(form({ adults: 14 }), 0, now).errors.adults).toBe(
      'Choose between 1 and 13 adults.',
    )
    expect(validateSeatSearch(form({ adults: 0 }), 0, now).errors.adults).toBeDefined()
  })
})
