import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { markHireMade, readHireMade, readHirePaid, settleHire } from '#app/lib/hire-storage.ts'
import {
  clearTripData,
  forgetCheckout,
  readTransaction,
  readTripSelection,
  saveSelectedBus,
  saveSelectedSeats,
  saveTransaction,
} from '#app/lib/trip-storage.ts'

// SPEC §3 Browser storage: the trip being booked lives in sessionStorage under SPEC's keys.

class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, String(value))
  removeItem = (key: string) => void this.items.delete(key)
  keys = () => [...this.items.keys()]
}

let storage: MemoryStorage
beforeEach(() => {
  storage = new MemoryStorage()
  vi.stubGlobal('sessionStorage', storage)
})

const search: BusSearch = { from: 1, to: 6, date: '2026-12-01', adults: 2, tripType: 0 }
const roundTrip: BusSearch = { ...search, returnDate: '2026-12-05', tripType: 1 }
const bus = {
  vehicleTripRegistrationId: 'trip-out',
  routeId: 11,
  routeName: 'LAGOS (JIBOWU) => ABUJA (UTAKO)',
  vehicleName: 'JET Movers',
  vehicleModel: 'JET',
  availableNumberOfSeats: 10,
  availableSeats: [1, 2, 3],
  totalNumberOfSeats: 14,
  departureTime: '07:00',
  departureDate: '2026-12-01',
  departureDateTime: '2026-12-01T06:00:00.000Z',
  departureTerminalId: 1,
  departureTerminalName: 'Jibowu',
  destinationTerminalId: 6,
  destinationTerminalName: 'Utako',
  farePrice: 20000,
  cashBack: 0,
  isSub: false,
  isInternational: false,
  travelDocumentFeesInfo: [],
} satisfies BusOffering
const back = { ...bus, vehicleTripRegistrationId: 'trip-back' }

describe('trip storage', () => {
  it('reads nothing before a bus is chosen', () => {
    expect(readTripSelection()).toBeNull()
  })

  it('keeps the chosen bus under SPEC’s keys and counts a leg once its seats are known', () => {
    saveSelectedBus('departure', bus, search)
    expect(storage.keys().sort()).toEqual(['adults', 'allTripDetails', 'selectedBusData'])
    expect(readTripSelection()).toEqual({ search, departure: null, ret: null })
    saveSelectedSeats('departure', [3, 4])
    expect(readTripSelection()).toEqual({ search, departure: { bus, seats: [3, 4] }, ret: null })
  })

  it('does not count an empty seat list', () => {
    saveSelectedBus('departure', bus, search)
    saveSelectedSeats('departure', [])
    expect(readTripSelection()?.departure).toBeNull()
  })

  it('keeps the return leg only for a round trip', () => {
    saveSelectedBus('departure', bus, roundTrip)
    saveSelectedSeats('departure', [3])
    saveSelectedBus('return', back, roundTrip)
    saveSelectedSeats('return', [9])
    expect(readTripSelection()?.ret).toEqual({ bus: back, seats: [9] })
  })

  it('starts afresh when a different search saves a bus', () => {
    saveSelectedBus('departure', bus, search)
    saveSelectedSeats('departure', [3])
    saveSelectedBus('departure', bus, { ...search, date: '2026-12-02' })
    expect(readTripSelection()?.departure).toBeNull()
  })

  it('reads a hand-edited or broken value as absent', () => {
    saveSelectedBus('departure', bus, search)
    storage.setItem('selectedSeats', '"three"')
    expect(readTripSelection()?.departure).toBeNull()
    storage.setItem('allTripDetails', '{not json')
    expect(readTripSelection()).toBeNull()
  })

  it('keeps the transaction being paid and clears everything on request', () => {
    const transaction = {
      refCode: 'WK1234567890',
      email: 'ada@example.com',
      amount: 20000,
      seats: '3',
      mainName: 'Ada Obi',
      otherNames: [],
      phonenumber: '08021234567',
    }
    saveSelectedBus('departure', bus, search)
    saveTransaction(transaction)
    expect(readTransaction()).toEqual(transaction)
    clearTripData()
    expect(storage.keys()).toEqual([])
    expect(readTransaction()).toBeNull()
  })

  it("forgets one customer's hire and request keys for the next, and keeps the trip chosen", () => {
    saveSelectedBus('departure', bus, search)
    markHireMade('WK1234567890')
    settleHire('WK1234567890')
    storage.setItem('hireSelection', '{}')
    markHireMade('WK0987654321')
    storage.setItem('hireRequestKey', '{}')
    storage.setItem('bookingRequestKey', '{}')
    forgetCheckout()
    expect([readHireMade(), readHirePaid()]).toEqual([null, null])
    expect(storage.keys().sort()).toEqual([
      'adults',
      'allTripDetails',
      'hireSelection',
      'selectedBusData',
    ])
  })

  it('carries on when storage refuses to write', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(() => saveSelectedBus('departure', bus, search)).not.toThrow()
    expect(readTripSelection()).toBeNull()
  })
})
