import { describe, expect, it } from 'vitest'
import {
  hasDeparted,
  seatTravelled,
  historyGroup,
  whatHappened,
  type HistoryEntry,
} from '#shared/domain/booking-history.ts'

// Issue 15: history groups what never became a trip under 'Not completed' and says why.

// 10:00 in Lagos on 1 December 2026.
const now = new Date('2026-12-01T09:00:00Z')
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  bookingStatus: 1,
  departureDate: '2026-12-05',
  paymentMethod: 5,
  holdExpiresAt: null,
  ...overrides,
})

describe('historyGroup', () => {
  it('keeps paid bookings and running holds among the trips', () => {
    expect(historyGroup(entry({}), now)).toBe('trips')
    const held = entry({ bookingStatus: 0, holdExpiresAt: '2026-12-01T09:15:00Z' })
    expect(historyGroup(held, now)).toBe('trips')
  })

  it('puts abandoned, expired, failed and cancelled bookings under Not completed', () => {
    const lapsed = entry({ bookingStatus: 0, holdExpiresAt: '2026-12-01T08:59:59Z' })
    expect(historyGroup(lapsed, now)).toBe('not-completed')
    for (const bookingStatus of [2, 5, 6, 9])
      expect(historyGroup(entry({ bookingStatus }), now)).toBe('not-completed')
  })
})

describe('whatHappened', () => {
  it('says whether a paid trip is ahead or has departed', () => {
    expect(whatHappened(entry({}), now)).toBe('Paid. Your seats are booked.')
    expect(whatHappened(entry({ departureDate: '2026-12-01' }), now)).toBe(
      'Paid. Your seats are booked.',
    )
    expect(whatHappened(entry({ departureDate: '2026-11-30' }), now)).toBe(
      'Paid. This trip has departed.',
    )
  })

  it('says a bus that left this morning has departed, by its Lagos time, not its day', () => {
    // 10:00 in Lagos: the 06:00 bus has gone, the 10:30 one has not.
    expect(whatHappened(entry({ departureDate: '2026-12-01', departureTime: '06:00' }), now)).toBe(
      'Paid. This trip has departed.',
    )
    expect(whatHappened(entry({ departureDate: '2026-12-01', departureTime: '10:00' }), now)).toBe(
      'Paid. This trip has departed.',
    )
    expect(whatHappened(entry({ departureDate: '2026-12-01', departureTime: '10:30' }), now)).toBe(
      'Paid. Your seats are booked.',
    )
  })

  it('keeps a round trip booked until its return bus has left', () => {
    const outwardGone = { departureDate: '2026-12-01', departureTime: '06:00' }
    const back = (departureDate: string, departureTime: string) =>
      entry({ ...outwardGone, returnTrip: { departureDate, departureTime } })
    expect(whatHappened(back('2026-12-03', '09:00'), now)).toBe('Paid. Your seats are booked.')
    expect(whatHappened(back('2026-12-01', '09:59'), now)).toBe('Paid. This trip has departed.')
  })

  it('says a hire (no time of its own) has departed once its Lagos day is over', () => {
    expect(hasDeparted([{ departureDate: '2026-12-01', departureTime: '' }], now)).toBe(false)
    expect(hasDeparted([{ departureDate: '2026-11-30', departureTime: '' }], now)).toBe(true)
  })

  it('gives the Lagos time a hold ends, and names a transfer', () => {
    const held = entry({ bookingStatus: 0, holdExpiresAt: '2026-12-01T09:15:00Z' })
    expect(whatHappened(held, now)).toBe('Waiting for payment: seats held until 10:15.')
    expect(whatHappened({ ...held, paymentMethod: 26 }, now)).toBe(
      'Waiting for your transfer: seats held until 10:15.',
    )
  })

  it('tells an expired transfer from an abandoned card payment', () => {
    expect(whatHappened(entry({ bookingStatus: 5, paymentMethod: 26 }), now)).toBe(
      'The bank transfer did not arrive within the hour, so the seats were released.',
    )
    expect(whatHappened(entry({ bookingStatus: 5 }), now)).toBe(
      'Not paid in time, so the seats were released.',
    )
    expect(whatHappened(entry({ bookingStatus: 6 }), now)).toBe(
      'The payment did not go through. No seat was booked.',
    )
  })

  it('speaks of buses for a vehicle hire, not seats', () => {
    const hire = (overrides: Partial<HistoryEntry>) => entry({ isHire: true, ...overrides })
    expect(whatHappened(hire({}), now)).toBe('Paid. Your buses are booked.')
    expect(
      whatHappened(hire({ bookingStatus: 0, holdExpiresAt: '2026-12-01T09:15:00Z' }), now),
    ).toBe('Waiting for payment: buses held until 10:15.')
    expect(whatHappened(hire({ bookingStatus: 5, paymentMethod: 26 }), now)).toBe(
      'The bank transfer did not arrive within the hour, so the buses were released.',
    )
    expect(whatHappened(hire({ bookingStatus: 2 }), now)).toBe(
      'The payment was cancelled. No bus was booked.',
    )
  })
})

describe('seatTravelled', () => {
  // 10:00 in Lagos on 1 December: the way out left at 08:15, the bus back leaves on the 3rd.
  const roundTrip = entry({
    departureDate: '2026-12-01',
    departureTime: '08:15',
    returnTrip: { departureDate: '2026-12-03', departureTime: '08:15' },
  })

  it('offers a seat for rating once its own bus has left, not the other leg', () => {
    expect(seatTravelled(roundTrip, { isReturn: false }, now)).toBe(true)
    // The seat back was offered 'Rate this trip' two days before its bus, and the ratings page
    // then refused it: 'You can rate this trip once the bus has departed.'
    expect(seatTravelled(roundTrip, { isReturn: true }, now)).toBe(false)
    expect(seatTravelled(roundTrip, { isReturn: true }, new Date('2026-12-03T07:16:00Z'))).toBe(
      true,
    )
  })

  it('offers nothing of a booking not confirmed, nor of a bus still to leave', () => {
    expect(seatTravelled({ ...roundTrip, bookingStatus: 0 }, { isReturn: false }, now)).toBe(false)
    expect(seatTravelled(entry({ departureTime: '08:15' }), { isReturn: false }, now)).toBe(false)
  })
})
