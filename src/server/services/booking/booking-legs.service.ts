import type { BookingRequestData } from '#shared/contract/booking.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { lagosToday } from '#shared/domain/date-windows.ts'
import * as messages from '#shared/domain/messages.ts'
import { LUGGAGE_SEAT } from '#shared/domain/seat-availability.ts'
import { parseSeatRegistrations } from '#shared/domain/seat-registrations.ts'
import { badRequest } from '#server/http/respond.ts'
import type { Database } from '#server/db/database.ts'
import { cachedUntilWrite } from '#server/db/fresh-cache.ts'
import type { AppDeps } from '#server/http/env.ts'
import * as repository from './booking.repository.ts'
import { assertSeatDates, keptLikeSearch } from './trip-search.service.ts'
import type { BookableTrip } from './booking.repository.ts'

// The buses and seats a booking asks for, checked against the schedule (SPEC §4 Seats, §5, §9).

export interface Leg {
  trip: BookableTrip
  seats: number[]
}

/** A bus as the schedule has it, kept a moment for the attempts on a popular bus (issue 9). */
function findTrip(deps: AppDeps, now: Date, tripId: string) {
  const freshness = keptLikeSearch(deps, now, ['vehicle_trips', 'routes'])
  return cachedUntilWrite(freshness, `trip:${tripId}`, () => repository.findTrip(deps.db, tripId))
}

/** Outward leg first; a return leg only for tripType 1. Throws a 400 naming the first problem. */
export async function resolveLegs(
  deps: AppDeps,
  now: Date,
  request: BookingRequestData,
): Promise<Leg[]> {
  const registrations = parseSeatRegistrations(request.seatRegistrations)
  if (!registrations) throw badRequest("seatRegistrations must read 'tripId:seat,seat'.")
  if (request.tripType === 1 && registrations.length < 2) throw badRequest(m.returnLegMissing)
  if (request.tripType === 0 && registrations.length > 1) throw badRequest(m.returnLegUnexpected)
  if (registrations[0]!.tripId !== request.vehicleTripRegistrationId.toUpperCase())
    throw badRequest(m.unknownTrip)

  const travellers = 1 + request.beneficiaries.length
  const legs: Leg[] = []
  for (const [index, registration] of registrations.entries()) {
    const trip = await findTrip(deps, now, registration.tripId)
    if (!trip) throw badRequest(m.unknownTrip)
    if (trip.departure_at.getTime() <= now.getTime()) throw badRequest(m.tripDeparted)
    const routeId = index === 0 ? request.routeId : request.routeIdReturn
    if (routeId !== trip.route_id) throw badRequest(m.routeMismatch)
    checkSeats(trip, registration.seats, travellers)
    legs.push({ trip, seats: registration.seats })
  }
  const [outward, back] = legs
  if (back) {
    // The return leaves from where the outward bus arrives (its arrival may be a sibling terminal).
    if (back.trip.departure_terminal_id !== outward!.trip.destination_terminal_id)
      throw badRequest(m.routeMismatch)
    if (back.trip.departure_at <= outward!.trip.departure_at)
      throw badRequest(m.returnBeforeDeparture)
  }
  // The Lagos days of the buses, in the windows a search has (no one way today, no return the
  // same day), whatever a client sends.
  assertSeatDates(now, {
    tripType: request.tripType,
    departureDate: lagosToday(outward!.trip.departure_at),
    returnDate: back ? lagosToday(back.trip.departure_at) : null,
  })
  return legs
}

/** SPEC §5: seats chosen cannot exceed the adults, and each traveller needs one. */
function checkSeats(trip: BookableTrip, seats: number[], travellers: number) {
  if (seats.length > travellers) throw badRequest(messages.seatsExceeded)
  if (seats.length < travellers) throw badRequest(m.seatCount(travellers))
  const seen = new Set<number>()
  for (const seat of seats) {
    if (seat === LUGGAGE_SEAT) throw badRequest(m.luggageSeat)
    if (!Number.isInteger(seat) || seat < 1 || seat > trip.total_seats)
      throw badRequest(m.seatNotOnBus(seat))
    if (seen.has(seat)) throw badRequest(m.seatTwice(seat))
    seen.add(seat)
  }
}

/**
 * Each traveller's document markup (SPEC §9 international). Every traveller on an international
 * route needs an ID type (the main traveller's applies to all) and number and a document the
 * route accepts; on a domestic route documents cost nothing.
 */
export async function documentFees(
  db: Database,
  request: BookingRequestData,
  outward: BookableTrip,
): Promise<{ feesKobo: number[]; documentIds: (number | null)[] }> {
  const travellers = [
    {
      id: request.identificationNumber,
      document: request.travelDocumentId,
    },
    ...request.beneficiaries.map((b) => ({
      id: b.identificationNumber,
      document: b.travelDocumentId ?? request.travelDocumentId,
    })),
  ]
  if (!outward.is_international) {
    return { feesKobo: travellers.map(() => 0), documentIds: travellers.map(() => null) }
  }
  if (!request.identificationType) throw badRequest(m.idRequired)
  const markups = await repository.documentMarkups(db, outward.route_id)
  const feesKobo = travellers.map((t) => {
    if (!t.id || t.document === null || t.document === undefined) throw badRequest(m.idRequired)
    const markup = markups.find((row) => row.travel_document_id === t.document)
    if (!markup) throw badRequest(m.unknownDocument)
    return markup.markup_kobo
  })
  return { feesKobo, documentIds: travellers.map((t) => t.document ?? null) }
}
