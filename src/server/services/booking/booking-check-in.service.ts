import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { messages } from '#shared/domain/messages.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import type { AppDeps } from '#server/http/env.ts'
import * as read from './booking-read.repository.ts'

// SPEC §2 check-in by reference: GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}.
// The reference is the secret (it is on the ticket), so a guest checks in as a customer does.

/** SPEC §9: check-in closes 30 minutes before departure. */
export const CHECK_IN_CLOSES_MINUTES = 30

export async function checkIn(deps: AppDeps, reference: string, terminalId: number) {
  const { db } = deps
  const now = deps.clock.now()
  const booking = await read.findBookingByReference(db, reference)
  if (!booking) throw notFound(messages.invalidRefCode)
  if (booking.status !== BOOKING_STATUS.confirmed) throw badRequest(m.checkInNotConfirmed)
  const seats = await read.passengerSeats(db, [booking.id])
  const fromHere = seats.filter((s) => s.departure_terminal_id === terminalId)
  if (fromHere.length === 0) throw badRequest(m.checkInWrongTerminal)
  // The next leg leaving this terminal (a round trip may leave from it twice).
  const upcoming = fromHere
    .filter((s) => s.departure_at.getTime() > now.getTime())
    .sort((a, b) => a.departure_at.getTime() - b.departure_at.getTime())
  const next = upcoming[0]
  if (!next) throw badRequest(m.checkInDeparted)
  const closesAt = next.departure_at.getTime() - CHECK_IN_CLOSES_MINUTES * 60_000
  if (now.getTime() >= closesAt) throw badRequest(m.checkInClosed)
  await read.markCheckedIn(db, booking.id, next.leg, now)
  return { bookingReferenceCode: booking.reference_code, isPrinted: true }
}
