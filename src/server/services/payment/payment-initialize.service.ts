import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { GATEWAYS, holdMinutes, type GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import { refuseKeyNotOffered, startCheckout } from '#server/providers/payments/gateways.ts'
import type { InitializeResult } from '#server/providers/payments/payment-gateway.ts'
import { isFundingReference } from '#shared/domain/wallet.ts'
import * as read from '#server/services/booking/booking-read.repository.ts'
import * as bookings from '#server/services/booking/booking.repository.ts'
import * as hires from '#server/services/hire/hire.repository.ts'
import { startFunding } from '#server/services/wallet/wallet-funding.service.ts'
import { isBillReference } from '#shared/domain/bills.ts'
import { startCardBill } from '#server/services/bills/bills.service.ts'
import * as payments from './payment.repository.ts'

// SPEC §7 Payments initialise calls: the booking's own amount and e-mail are charged, whatever
// the client sends; the provider returns the browser to its SPEC §2 callback page.

/**
 * Where the provider sends the browser back. A client may name its own page (hire uses
 * /call-back-hire), but only on our origin: never an open redirect.
 */
export function callbackUrl(appOrigin: string, key: GatewayKey, requested?: string | null) {
  if (requested) {
    if (requested.startsWith('/') && !requested.startsWith('//')) return `${appOrigin}${requested}`
    if (requested.startsWith(`${appOrigin}/`)) return requested
  }
  return `${appOrigin}${GATEWAYS[key].callbackPath}`
}

export async function initializePayment(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
  options: { appOrigin: string; callbackUrl?: string | null; amountKobo?: number },
): Promise<{ result: InitializeResult; reference: string; amountKobo: number }> {
  refuseKeyNotOffered(deps, key)
  // SPEC §7 bills by card: the amount in kobo comes with the call; the pay advice later checks
  // the verified payment against the bill, so a wrong amount here only fails that bill.
  if (isBillReference(reference))
    return startCardBill(
      deps,
      key,
      reference,
      options.amountKobo,
      callbackUrl(options.appOrigin, key, options.callbackUrl ?? '/paybill-call-back'),
    )
  // SPEC §7 wallet funding goes through the same initialise calls (serviceId 5).
  if (isFundingReference(reference))
    return startFunding(
      deps,
      key,
      reference,
      callbackUrl(options.appOrigin, key, options.callbackUrl),
    )
  const { db, clock } = deps
  const now = clock.now()
  // Checked and recorded under the booking's row lock: a wallet payment committing meanwhile
  // (payment-wallet.service.ts) is seen here, and never given back a card method and a hold.
  const opened = await db.transaction().execute(async (trx) => {
    const booking = await bookings.lockBookingByReference(trx, reference)
    if (!booking) throw notFound(m.bookingNotFound)
    if (booking.status === BOOKING_STATUS.confirmed) throw badRequest(m.alreadyPaid)
    if (booking.status === BOOKING_STATUS.cancelled || booking.status === BOOKING_STATUS.failed)
      throw badRequest(m.bookingEnded)
    const holding =
      booking.status === BOOKING_STATUS.pending &&
      booking.hold_expires_at !== null &&
      booking.hold_expires_at > now
    if (!holding) throw badRequest(m.holdExpired)

    const existing = await payments.findPayment(trx, booking.id)
    // A second initialise for the same gateway reuses the checkout (providers refuse a reference
    // twice); a different gateway replaces an unsettled attempt.
    if (existing?.gateway === key && existing.checkout_url && existing.status === 'initialized')
      return { booking, reused: existing.checkout_url }
    if (existing && existing.status !== 'initialized')
      throw badRequest('This booking can no longer be paid.')
    // Paying by another gateway than the one booked with: record it, and give the seats that
    // gateway's hold (a bank transfer needs its hour, SPEC §9) without ever shortening a hold.
    // Counted from when the booking was made: switching back and forth extends nothing.
    const methodId = GATEWAYS[key].methodId
    if (booking.payment_method !== methodId) {
      // Never past the bus's departure (a hire, by the day, has no bus of its own here).
      const { firstDeparture } = await bookings.bookedSeats(trx, booking.id)
      const wanted = new Date(
        Math.min(
          booking.created_at.getTime() + holdMinutes(methodId) * 60_000,
          firstDeparture?.getTime() ?? Infinity,
        ),
      )
      const hold = wanted > booking.hold_expires_at! ? wanted : booking.hold_expires_at!
      await payments.switchPaymentMethod(trx, booking.id, methodId, hold)
      booking.hold_expires_at = hold
    }
    await payments.upsertPayment(trx, {
      bookingId: booking.id,
      reference: booking.reference_code,
      gateway: key,
      amountKobo: booking.total_amount_kobo,
      now,
    })
    return { booking, reused: null }
  })
  const { booking } = opened
  if (opened.reused) {
    const result: InitializeResult = { kind: 'redirect', redirectUrl: opened.reused }
    return { result, reference: booking.reference_code, amountKobo: booking.total_amount_kobo }
  }
  const seats = await read.passengerSeats(db, [booking.id])
  // A hire has no seats: its hirer is the customer the provider shows.
  const [hire] = seats.length === 0 ? await hires.hiresOf(db, [booking.id]) : []
  const result = await startCheckout(deps, key, {
    reference: booking.reference_code,
    amountKobo: booking.total_amount_kobo,
    email: booking.email ?? '',
    customerName: seats[0]?.full_name ?? hire?.full_name ?? '',
    phoneNumber: booking.phone_number ?? '',
    callbackUrl: callbackUrl(options.appOrigin, key, options.callbackUrl),
    expiresAt: booking.hold_expires_at!,
  })
  await payments.setCheckoutUrl(
    db,
    booking.id,
    key,
    result.kind === 'redirect' ? result.redirectUrl : null,
  )
  return { result, reference: booking.reference_code, amountKobo: booking.total_amount_kobo }
}
