import * as v from 'valibot'
import { BusOfferingSchema, type BusOffering } from '#shared/contract/booking-search.ts'
import { BusSearchSchema, type BusSearch } from './bus-search.ts'

// SPEC §3 Browser storage: the trip being booked, kept per tab (sessionStorage survives the trip
// to a payment provider and back in the same tab). Every read is parsed: a stale or hand-edited
// value reads as absent rather than breaking checkout.
const KEYS = {
  departure: 'selectedBusData',
  return: 'selectedReturnBusData',
  seats: 'selectedSeats',
  returnSeats: 'selectedSeatsReturn',
  adults: 'adults',
  trip: 'allTripDetails',
  transaction: 'transEmailAmount',
  bankTransfer: 'azaPayload',
  draft: 'checkoutDraft',
  // What was typed on the hire details, kept by hire-storage.ts (not imported: the first pages
  // need not load it): one customer's, cleared with the trip.
  hireDraft: 'hireDraft',
} as const
// One customer's too, though not cleared with the trip (the home page, a new search): the hire
// made and the one paid, and the Idempotency-Keys of the hire and the booking (hire-storage.ts,
// request-key.ts). Back to the hire details after the home page still pays for the hire made,
// never a second one; but another customer signing in here must neither pay for it nor send
// their request under its key.
const CUSTOMER_KEYS = [
  'hireMade',
  'hirePaid',
  'hireRequestKey',
  'hireEmailAmount',
  'bookingRequestKey',
] as const
export type Leg = 'departure' | 'return'

const Seats = v.array(v.number())

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the next step asks again.
  }
}

function read<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (raw === null) return null
    const parsed = v.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** SPEC §4: View Seats saves the bus (and the search it came from, for Back and the summary). */
export function saveSelectedBus(leg: Leg, bus: BusOffering, search: BusSearch): void {
  const previous = read(KEYS.trip, BusSearchSchema)
  // A new search starts a new trip: nothing of an earlier one carries over.
  if (previous && JSON.stringify(previous) !== JSON.stringify(search)) clearTripData()
  write(leg === 'departure' ? KEYS.departure : KEYS.return, bus)
  write(KEYS.trip, search)
  write(KEYS.adults, search.adults)
}

export function saveSelectedSeats(leg: Leg, seats: number[]): void {
  write(leg === 'departure' ? KEYS.seats : KEYS.returnSeats, seats)
}

export interface TripSelection {
  search: BusSearch
  departure: { bus: BusOffering; seats: number[] } | null
  ret: { bus: BusOffering; seats: number[] } | null
}

/** What the seat steps saved; a leg counts once its bus and its seats are both known. */
export function readTripSelection(): TripSelection | null {
  const search = read(KEYS.trip, BusSearchSchema)
  if (!search) return null
  const leg = (busKey: string, seatsKey: string) => {
    const bus = read(busKey, BusOfferingSchema)
    const seats = read(seatsKey, Seats)
    return bus && seats && seats.length > 0 ? { bus, seats } : null
  }
  return {
    search,
    departure: leg(KEYS.departure, KEYS.seats),
    ret: search.tripType === 1 ? leg(KEYS.return, KEYS.returnSeats) : null,
  }
}

/** SPEC §3 transEmailAmount: the booking being paid for. */
export const TransactionSchema = v.object({
  refCode: v.string(),
  email: v.string(),
  amount: v.number(),
  seats: v.string(),
  mainName: v.string(),
  otherNames: v.array(v.string()),
  phonenumber: v.string(),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>

export const saveTransaction = (transaction: Transaction) => write(KEYS.transaction, transaction)
export const readTransaction = () => read(KEYS.transaction, TransactionSchema)

/** The booking `reference` is over: checkout no longer offers it to pay for. */
export function forgetTransaction(reference: string): void {
  if (readTransaction()?.refCode.toUpperCase() !== reference.toUpperCase()) return
  try {
    sessionStorage.removeItem(KEYS.transaction)
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * What the traveller typed at checkout (ours, beside SPEC §3's keys): a reload, or a seat lost
 * to another traveller, does not make them type it all again. Cleared with the trip.
 */
export const saveCheckoutDraft = (draft: unknown) => write(KEYS.draft, draft)
export const readCheckoutDraft = <S extends v.GenericSchema>(schema: S) => read(KEYS.draft, schema)

/**
 * What one customer typed at checkout (or for a hire), the booking or hire being paid and its
 * request key: not another's to carry on. The trip chosen (buses, seats, the hire's buses) stays.
 */
export function forgetCheckout(): void {
  try {
    for (const key of [
      KEYS.draft,
      KEYS.hireDraft,
      KEYS.transaction,
      KEYS.bankTransfer,
      ...CUSTOMER_KEYS,
    ])
      sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** SPEC §3: trip data is cleared on home load and after payment confirmation. */
export function clearTripData(): void {
  try {
    for (const key of Object.values(KEYS)) sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept.
  }
}
