import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import * as messages from '#shared/domain/messages.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import type { AppDeps } from '#server/http/env.ts'
import { haversineKm } from '#shared/domain/haversine.ts'
import * as read from './booking-read.repository.ts'

// SPEC §2 check-in by reference: GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}.
// The reference is the secret (it is on the ticket), so a guest checks in as a customer does.

/** SPEC §9: check-in closes 30 minutes before departure. */
export const CHECK_IN_CLOSES_MINUTES = 30

/** Ours (issue 12), as airlines do: check-in opens 24 hours before departure. */
export const CHECK_IN_OPENS_HOURS = 24
/** SPEC §9: check-in by location only within 300 km of the departure terminal. */
export const CHECK_IN_MAX_KM = 300

/**
 * The next leg of a confirmed booking that `leaves` accepts (a round trip may leave twice),
 * refused with a clear message outside the window: from 24 hours to 30 minutes before it leaves.
 */
async function nextLeg(
  deps: AppDeps,
  reference: string,
  leaves: (seat: read.PassengerSeat) => boolean,
  wrongPlace: string,
) {
  const now = deps.clock.now()
  const booking = await read.findBookingByReference(deps.db, reference)
  if (!booking) throw notFound(messages.invalidRefCode)
  // Only a pending booking may yet be confirmed; a cancelled, lapsed or failed one never will.
  if (booking.status === BOOKING_STATUS.pending) throw badRequest(m.checkInNotConfirmed)
  if (booking.status !== BOOKING_STATUS.confirmed) throw badRequest(m.checkInNotKept)
  const seats = await read.passengerSeats(deps.db, [booking.id])
  // A hire has buses, not seats: nothing to check in (its ticket is shown to the driver).
  if (seats.length === 0) throw badRequest(m.checkInHired)
  const fromHere = seats.filter(leaves)
  if (fromHere.length === 0) throw badRequest(wrongPlace)
  const upcoming = fromHere
    .filter((s) => s.departure_at.getTime() > now.getTime())
    .sort((a, b) => a.departure_at.getTime() - b.departure_at.getTime())
  const next = upcoming[0]
  if (!next) throw badRequest(m.checkInDeparted)
  const opensAt = next.departure_at.getTime() - CHECK_IN_OPENS_HOURS * 3_600_000
  if (now.getTime() < opensAt) throw badRequest(m.checkInNotOpen(lagosTimeOf(new Date(opensAt))))
  const closesAt = next.departure_at.getTime() - CHECK_IN_CLOSES_MINUTES * 60_000
  if (now.getTime() >= closesAt) throw badRequest(m.checkInClosed)
  return { booking, next, now }
}

/** SPEC §7 check-in by reference at a terminal. */
export async function checkIn(deps: AppDeps, reference: string, terminalId: number) {
  const { booking, next, now } = await nextLeg(
    deps,
    reference,
    (s) => s.departure_terminal_id === terminalId,
    m.checkInWrongTerminal,
  )
  await read.markCheckedIn(deps.db, booking.id, next.leg, now)
  return { bookingReferenceCode: booking.reference_code, isPrinted: true }
}

/**
 * Check-in by location (SPEC §2 /selfcheckin): the server measures the distance from the
 * submitted position to the leg's departure terminal itself (the client's verdict is never
 * taken) and records the check-in once.
 */
export async function checkInByLocation(
  deps: AppDeps,
  reference: string,
  position: { latitude: number; longitude: number },
) {
  const { booking, next, now } = await nextLeg(deps, reference, () => true, m.checkInWrongTerminal)
  const terminal = await read.terminalPosition(deps.db, next.departure_terminal_id)
  if (!terminal) throw badRequest(m.checkInWrongTerminal)
  const km = haversineKm(position, terminal)
  if (km >= CHECK_IN_MAX_KM) throw badRequest(messages.checkInTooFar)
  await read.markCheckedIn(deps.db, booking.id, next.leg, now)
  return {
    bookingReferenceCode: booking.reference_code,
    isPrinted: true,
    distanceKm: Math.round(km * 10) / 10,
  }
}

const lagosTimeOf = (at: Date) =>
  new Intl.DateTimeFormat('en-NG', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at)
