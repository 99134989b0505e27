import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { Database } from '#server/db/database.ts'
import type { Verification } from '#server/providers/payments/payment-gateway.ts'
import * as bookings from '#server/services/booking/booking.repository.ts'
import * as payments from './payment.repository.ts'
import { refundKindOf, refundPayment, type RefundKind } from './payment-refund.service.ts'

// Applies what the provider verified to the booking, once, under a row lock on the booking so a
// callback, a webhook and the reconciliation job racing each other settle it exactly once.
// Out-of-order news never undoes a confirmation: a failure after a success changes nothing.

export type Settlement =
  | { kind: 'confirmed' | 'failed' | 'cancelled' | 'pending' | 'expired' | 'not-found' }
  | { kind: RefundKind; reason: 'late' | 'amount' }

export async function settlePayment(
  db: Database,
  now: Date,
  reference: string,
  gateway: GatewayKey,
  verified: Verification,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'reference_code', 'status', 'hold_expires_at', 'total_amount_kobo'])
      .select(['customer_id', 'email', 'phone_number', 'coupon_id'])
      .where('reference_code', '=', reference.toUpperCase())
      .forUpdate()
      .executeTakeFirst()
    if (!booking || verified.status === 'not-found') return { kind: 'not-found' }
    const payment = await payments.findPayment(trx, booking.id)
    const confirmed = booking.status === BOOKING_STATUS.confirmed
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
        await trx.updateTable('bookings').set({ status }).where('id', '=', booking.id).execute()
        await bookings.releaseSeatsAndCoupons(trx, [booking.id])
        await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: verified.status })
      }
      return { kind: verified.status }
    }

    // Success: value only when the whole amount arrived in naira.
    if (payment?.status === 'refunded')
      return { kind: await refundKindOf(trx, booking), reason: 'late' }
    if (confirmed) {
      await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'success' })
      return { kind: 'confirmed' }
    }
    const refund = async (reason: 'late' | 'amount') => {
      const why = reason === 'amount' ? 'amount paid did not match' : 'seats taken after expiry'
      const kind = await refundPayment(trx, booking, verified.amountKobo, why, now)
      if (booking.status === BOOKING_STATUS.pending) {
        const status = BOOKING_STATUS.failed
        await trx.updateTable('bookings').set({ status }).where('id', '=', booking.id).execute()
        await bookings.releaseSeatsAndCoupons(trx, [booking.id])
      }
      await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'refunded' })
      return { kind, reason }
    }
    if (verified.amountKobo !== booking.total_amount_kobo || verified.currency !== 'NGN')
      return refund('amount')
    if (!holding && !(await rehold(trx, booking.id, now))) return refund('late')

    await trx
      .updateTable('bookings')
      .set({ status: BOOKING_STATUS.confirmed, hold_expires_at: null, paid_at: now })
      .where('id', '=', booking.id)
      .execute()
    if (booking.coupon_id !== null) {
      await trx
        .updateTable('coupons')
        .set({ redeemed_at: now })
        .where('id', '=', booking.coupon_id)
        .where('redeemed_at', 'is', null)
        .execute()
    }
    await payments.setPaymentOutcome(trx, booking.id, { ...outcome, status: 'success' })
    return { kind: 'confirmed' }
  })
}

/**
 * Paid after the hold lapsed: take the seats again if nobody else has (DESIGN §3). Inserts with
 * ON CONFLICT DO NOTHING so a clash leaves the transaction usable; a partial take is undone.
 */
async function rehold(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const passengers = await db
    .selectFrom('booking_passengers')
    .select(['vehicle_trip_id', 'seat_number'])
    .where('booking_id', '=', bookingId)
    .execute()
  const keys = passengers.map((p) => ({ tripId: p.vehicle_trip_id, seat: p.seat_number }))
  const trips = await db
    .selectFrom('vehicle_trips')
    .select('departure_at')
    .where(
      'id',
      'in',
      keys.map((k) => k.tripId),
    )
    .execute()
  if (keys.length === 0 || trips.some((t) => t.departure_at <= now)) return false
  await bookings.releaseLapsedHoldsOn(db, keys, now)
  await db.deleteFrom('booking_seats').where('booking_id', '=', bookingId).execute()
  const inserted = await db
    .insertInto('booking_seats')
    .values(
      keys.map((k) => ({ booking_id: bookingId, vehicle_trip_id: k.tripId, seat_number: k.seat })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  if (inserted.length === keys.length) return true
  await db.deleteFrom('booking_seats').where('booking_id', '=', bookingId).execute()
  return false
}
