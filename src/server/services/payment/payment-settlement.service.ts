import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { GATEWAYS, type GatewayKey } from '#shared/domain/payment-methods.ts'
import type { Database } from '#server/db/database.ts'
import type { Verification } from '#server/providers/payments/payment-gateway.ts'
import * as bookings from '#server/services/booking/booking.repository.ts'
import { reholdHire } from '#server/services/hire/hire.repository.ts'
import { redeemCoupon } from '#server/services/onboarding/coupon.service.ts'
import * as payments from './payment.repository.ts'
import { refundKindOf, refundPayment, type RefundKind } from './payment-refund.service.ts'

// Applies what the provider verified to the booking, once, under a row lock on the booking so a
// callback, a webhook and the reconciliation job racing each other settle it exactly once.
// Out-of-order news never undoes a confirmation: a failure after a success changes nothing.

export type Settlement =
  | { kind: 'confirmed' | 'failed' | 'cancelled' | 'pending' | 'expired' | 'not-found' }
  /** This settlement is the one that confirmed the booking (the ticket is sent once). */
  | { kind: 'confirmed'; first: true }
  /** Paid again, through another gateway, after it was confirmed: that payment is refunded. */
  | { kind: 'confirmed'; paidTwice: RefundKind }
  | { kind: RefundKind; reason: 'late' | 'amount' | 'over' }

export async function settlePayment(
  db: Database,
  now: Date,
  reference: string,
  gateway: GatewayKey,
  verified: Verification,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const booking = await bookings.lockBookingByReference(trx, reference)
    if (!booking) return { kind: 'not-found' }
    const confirmed = booking.status === BOOKING_STATUS.confirmed
    // Nothing paid through this gateway: a booking paid through another stays as it is.
    if (verified.status === 'not-found') return { kind: confirmed ? 'confirmed' : 'not-found' }
    const payment = await payments.findPayment(trx, booking.id)
    const holding =
      booking.status === BOOKING_STATUS.pending &&
      booking.hold_expires_at !== null &&
      booking.hold_expires_at > now
    const outcome = { gateway, now, paidKobo: verified.amountKobo, currency: verified.currency }

    if (verified.status === 'pending') {
      if (confirmed) return { kind: 'confirmed' }
      return { kind: holding ? 'pending' : 'expired' }
    }
    if (verified.status === 'failed' || verified.status === 'cancelled') {
      if (confirmed) return { kind: 'confirmed' }
      if (booking.status === BOOKING_STATUS.pending) {
        const status =
          verified.status === 'failed' ? BOOKING_STATUS.failed : BOOKING_STATUS.cancelled
        await bookings.setBookingStatus(trx, booking.id, status)
        await bookings.releaseSeatsAndCoupons(trx, [booking.id])
        await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: verified.status })
      }
      return { kind: verified.status }
    }

    // Success: value only when the whole amount arrived in naira.
    if (payment?.status === 'refunded') {
      const wrongAmount =
        Number(payment.paid_kobo) !== booking.total_amount_kobo || payment.currency !== 'NGN'
      const reason = wrongAmount ? 'amount' : 'late'
      // Paid through another gateway too (a checkout left open): the booking is over, so that
      // payment goes back as well, once for its gateway, told for what it was itself.
      if (payment.gateway !== gateway) {
        const why = `paid again through ${gateway} after the booking's payment was refunded`
        const thisWrong =
          verified.amountKobo !== booking.total_amount_kobo || verified.currency !== 'NGN'
        return {
          kind: await refundPayment(trx, booking, verified.amountKobo, why, now, gateway),
          reason: thisWrong ? 'amount' : 'over',
        }
      }
      return { kind: await refundKindOf(trx, booking), reason }
    }
    if (confirmed) {
      // The payment that confirmed it, told again. (A payment row still 'initialized' on a
      // confirmed booking is one the gateway confirmed before this row was kept.)
      if (!payment || payment.status !== 'success' || payment.gateway === gateway) {
        await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'success' })
        return { kind: 'confirmed' }
      }
      // Paid a second time through another gateway (two checkouts left open, or a card payment
      // that landed after the wallet paid): the booking keeps its first payment, and this one
      // goes back, once for this gateway.
      const why = `paid again through ${gateway} after the booking was paid`
      const kind = await refundPayment(trx, booking, verified.amountKobo, why, now, gateway)
      return { kind: 'confirmed', paidTwice: kind }
    }
    const refund = async (reason: 'late' | 'amount') => {
      const why = reason === 'amount' ? 'amount paid did not match' : 'seats taken after expiry'
      const kind = await refundPayment(trx, booking, verified.amountKobo, why, now)
      if (booking.status === BOOKING_STATUS.pending) {
        await bookings.setBookingStatus(trx, booking.id, BOOKING_STATUS.failed)
        await bookings.releaseSeatsAndCoupons(trx, [booking.id])
      }
      await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'refunded' })
      return { kind, reason }
    }
    if (verified.amountKobo !== booking.total_amount_kobo || verified.currency !== 'NGN')
      return refund('amount')
    // A hold taken before holds ended at departure can outlive the bus: it is over then too.
    if (holding && (await departed(trx, booking.id, now))) return refund('late')
    if (!holding && !(await rehold(trx, booking.id, now))) return refund('late')
    // A booking that expired, failed or was cancelled let its coupon go: paid late, it takes it
    // back only if no other booking has used it since, or it would pay a price nobody is owed.
    // (A pending booking, even one whose hold lapsed before the expiry job ran, still has it.)
    const couponGone =
      booking.coupon_id !== null &&
      booking.status !== BOOKING_STATUS.pending &&
      !(await redeemCoupon(trx, booking.coupon_id, now))
    if (couponGone) {
      await bookings.deleteSeats(trx, booking.id)
      return refund('late')
    }

    // Opening another checkout moved payment_method to that gateway: the one that paid is kept.
    await bookings.confirmBooking(trx, booking.id, now, GATEWAYS[gateway].methodId)
    await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'success' })
    return { kind: 'confirmed', first: true }
  })
}

/** A bus booking whose first bus has left (a hire, booked by the day, is not). */
async function departed(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const { firstDeparture } = await bookings.bookedSeats(db, bookingId)
  return firstDeparture !== null && firstDeparture <= now
}

/**
 * Paid after the hold lapsed: take the seats again if nobody else has (DESIGN §3). Inserts with
 * ON CONFLICT DO NOTHING so a clash leaves the transaction usable; a partial take is undone.
 */
async function rehold(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const hired = await reholdHire(db, bookingId, now)
  if (hired !== undefined) return hired
  const { seats, firstDeparture } = await bookings.bookedSeats(db, bookingId)
  if (firstDeparture === null || firstDeparture <= now) return false
  await bookings.releaseLapsedHoldsOn(db, seats, now, bookingId)
  await bookings.deleteSeats(db, bookingId)
  if ((await bookings.insertFreeSeats(db, bookingId, seats)) === seats.length) return true
  await bookings.deleteSeats(db, bookingId)
  return false
}
