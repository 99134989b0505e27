import type { BusOffering, TripSearchData } from '#shared/contract/booking-search.ts'
import {
  checkSearchDates,
  lagosTime,
  oneWayDepartureWindow,
  returnWindow,
  roundTripDepartureWindow,
} from '#shared/domain/date-windows.ts'
import * as messages from '#shared/domain/messages.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { isPalliativeName } from '#shared/domain/palliative.ts'
import { availableSeats } from '#shared/domain/seat-availability.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import type { Database } from '#server/db/database.ts'
import { cachedUntilWrite, type Freshness } from '#server/db/fresh-cache.ts'
import type { DB } from '#server/db/schema.ts'
import type { AppDeps } from '#server/http/env.ts'
import * as repository from './trip-search.repository.ts'
import type { SearchTerminal, TripRow } from './trip-search.repository.ts'

// SPEC §4 Search and §5 date windows: POST /Booking/availabletripdetails.

export interface TripSearch {
  departureTerminalId: number
  destinationTerminalId: number
  departureDate: string
  returnDate?: string | null
  tripType: 0 | 1
}

export interface TripSearchResult {
  data: TripSearchData
  shortDescription: string
}

/**
 * SPEC §5 windows, refused with the window named so the traveller can correct the date: for a
 * search, and for a booking's buses (the API takes no booking the search would not offer).
 */
export function assertSeatDates(
  now: Date,
  search: Pick<TripSearch, 'tripType' | 'departureDate' | 'returnDate'>,
) {
  const problem = checkSearchDates(now, search.tripType, search.departureDate, search.returnDate)
  if (problem === 'departure') {
    const w = search.tripType === 0 ? oneWayDepartureWindow(now) : roundTripDepartureWindow(now)
    throw badRequest(`Departure date must be between ${w.min} and ${w.max}.`)
  }
  if (problem === 'return') {
    const w = returnWindow(now, search.departureDate)
    throw badRequest(`Return date must be between ${w.min} and ${w.max}.`)
  }
}

async function terminalOrFail(db: Database, id: number, role: 'Departure' | 'Destination') {
  const terminal = await repository.findTerminal(db, id)
  if (!terminal) throw notFound(`${role} terminal not found.`)
  return terminal
}

interface Leg {
  trips: BusOffering[]
  suggested: 0 | 1
}

/**
 * Buses from `from` to `to` on `day`. With no direct route, buses between sibling terminals
 * (same state) stand in: other departure terminals for the outward leg (SPEC §2 'Alternative
 * route suggestions'), other arrival terminals for the return ('Alternative Return Trip').
 */
async function findLeg(
  db: Database,
  now: Date,
  from: SearchTerminal,
  to: SearchTerminal,
  day: string,
  vary: 'departure' | 'arrival',
): Promise<Leg> {
  const direct = await repository.directRouteId(db, from.id, to.id)
  const routeIds =
    direct !== undefined ? [direct] : await repository.alternativeRouteIds(db, from, to, vary)
  if (routeIds.length === 0) return { trips: [], suggested: 0 }
  const rows = await repository.tripsOnDay(db, routeIds, day, now)
  const trips = await toOfferings(db, rows)
  return { trips, suggested: direct === undefined && trips.length > 0 ? 1 : 0 }
}

async function toOfferings(db: Database, rows: TripRow[]): Promise<BusOffering[]> {
  if (rows.length === 0) return []
  const fees = await repository.documentFees(db, [
    ...new Set(rows.filter((r) => r.is_international).map((r) => r.route_id)),
  ])
  return rows.map((row) => {
    const seats = availableSeats(row.total_seats, row.taken_seats ?? [])
    return {
      vehicleTripRegistrationId: row.id,
      routeId: row.route_id,
      routeName: row.route_name,
      vehicleName: row.vehicle_name,
      vehicleModel: row.model_name,
      availableNumberOfSeats: seats.length,
      availableSeats: seats,
      totalNumberOfSeats: row.total_seats,
      departureTime: lagosTime(row.departure_at),
      departureDate: row.departure_date,
      departureDateTime: row.departure_at.toISOString(),
      departureTerminalId: row.departure_terminal_id,
      departureTerminalName: row.departure_terminal_name,
      destinationTerminalId: row.destination_terminal_id,
      destinationTerminalName: row.destination_terminal_name,
      farePrice: koboToNaira(row.fare_kobo),
      cashBack: koboToNaira(row.cash_back_kobo),
      isSub: row.is_sub,
      isInternational: row.is_international,
      travelDocumentFeesInfo: fees
        .filter((fee) => fee.route_id === row.route_id)
        .map((fee) => ({
          travelDocumentId: fee.travel_document_id,
          markupAmount: koboToNaira(fee.markup_kobo),
          travelDocument: { documentType: fee.document_type },
        })),
    }
  })
}

/**
 * A booking-path read of `reads` kept as search answers are (fresh-cache.ts), for SEARCH_CACHE_MS:
 * the search itself, the bus a booking names and the seats held on it.
 */
export function keptLikeSearch(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  now: Date,
  reads: readonly (keyof DB)[],
): Freshness {
  return { db, now: now.getTime(), ttlMs: config.SEARCH_CACHE_MS, reads }
}

export async function searchTrips(deps: AppDeps, search: TripSearch): Promise<TripSearchResult> {
  const now = deps.clock.now()
  assertSeatDates(now, search)
  const key = [
    search.departureTerminalId,
    search.destinationTerminalId,
    search.departureDate,
    search.tripType,
    search.tripType === 1 ? (search.returnDate ?? '') : '',
  ].join('|')
  const freshness = keptLikeSearch(deps, now, ['bookings', 'booking_seats', 'vehicle_trips'])
  return cachedUntilWrite(freshness, `search:${key}`, () => findBuses(deps.db, now, search))
}

/** The buses of a search whose dates are already checked; answers are shared: never mutate one. */
async function findBuses(db: Database, now: Date, search: TripSearch): Promise<TripSearchResult> {
  const from = await terminalOrFail(db, search.departureTerminalId, 'Departure')
  const to = await terminalOrFail(db, search.destinationTerminalId, 'Destination')
  const outward = await findLeg(db, now, from, to, search.departureDate, 'departure')
  const back =
    search.tripType === 1 && search.returnDate
      ? await findLeg(db, now, to, from, search.returnDate, 'arrival')
      : { trips: [], suggested: 0 as const }
  const direct = outward.trips.length > 0 && outward.suggested === 0
  return {
    // SPEC §8: the no-bus text also introduces the suggestions.
    shortDescription: direct ? 'Successful' : messages.noBusBetween(from.name, to.name),
    data: {
      departures: outward.trips,
      returns: back.trips,
      suggestedOneWay: outward.suggested,
      suggestedReturn: back.suggested,
      // SPEC §9: 'Palliative' in either chosen terminal's name sets the flag.
      isPalliative: isPalliativeName(from.name) || isPalliativeName(to.name),
    },
  }
}
