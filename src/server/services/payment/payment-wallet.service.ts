import { CONFIRM_CODE } from '#shared/contract/payment.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import { cashbackKobo, pocketOf } from '#shared/domain/wallet.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import * as bookings from '#server/services/booking/booking.repository.ts'
import { findBookingByReference } from '#server/services/booking/booking-read.repository.ts'
import { ticketFor } from '#server/services/booking/booking-ticket.service.ts'
import { sendTicketLink } from '#server/services/booking/ticket-page.service.ts'
import { redeemCoupon } from '#server/services/onboarding/coupon.service.ts'
import { addLedgerEntry } from '#server/services/wallet/wallet-ledger.repository.ts'
import { checkPin } from '#server/services/wallet/wallet-pin.service.ts'
import { debitInTransaction } from '#server/services/wallet/wallet.service.ts'
import * as payments from './payment.repository.ts'
import type { ConfirmAnswer } from './payment-confirm.service.ts'

// SPEC §7 POST /Payment/ProcessWalletPayment: a signed-in customer pays their own held booking
// from the wallet (23) or the cashback wallet (1). The debit, the confirmation and the cashback
// commit in one transaction or not at all (DESIGN §3): never money gone without a ticket.

export async function payBookingWithWallet(
  deps: AppDeps,
  customerId: number,
  input: { reference: string; pin: string; walletType: number },
): Promise<ConfirmAnswer> {
  const found = await findBookingByReference(deps.db, input.reference)
  // Another customer's booking is not found: a token pays only for its own customer.
  if (!found || found.customer_id !== customerId) throw notFound(m.bookingNotFound)
  const reference = found.reference_code
  const debitReference = `wallet-pay:${reference}`
  if (found.status !== BOOKING_STATUS.confirmed) await checkPin(deps, customerId, input.pin)

  const pocket = pocketOf(input.walletType)
  const methodId = pocket === 'cashback' ? PAYMENT_METHOD.cashbackWallet : PAYMENT_METHOD.wallet
  const now = deps.clock.now()
  const paid = await deps.db.transaction().execute(async (trx) => {
    const booking = await bookings.lockBookingByReference(trx, reference)
    if (!booking) throw notFound(m.bookingNotFound)
    if (booking.status === BOOKING_STATUS.confirmed) return false
    // As for a card (payment-initialize.service.ts): a declined or closed payment ended it.
    if (booking.status === BOOKING_STATUS.cancelled || booking.status === BOOKING_STATUS.failed)
      throw badRequest(m.bookingEnded)
    const holding =
      booking.status === BOOKING_STATUS.pending &&
      booking.hold_expires_at !== null &&
      booking.hold_expires_at > now
    if (!holding) throw badRequest(m.holdExpired)
    const amount = booking.total_amount_kobo
    await debitInTransaction(trx, {
      customerId,
      amountKobo: amount,
      reference: debitReference,
      kind: 'booking-payment',
      description: `Booking ${reference}`,
      pocket,
      counterAccount: 'sales:bookings',
      now,
    })
    await payments.upsertPayment(trx, {
      bookingId: booking.id,
      reference,
      gateway: 'wallet',
      amountKobo: amount,
      now,
    })
    await bookings.confirmBooking(trx, booking.id, now, methodId)
    if (booking.coupon_id !== null) await redeemCoupon(trx, booking.coupon_id, now)
    await payments.setPaymentOutcome(trx, booking.id, {
      status: 'success',
      gateway: 'wallet',
      paidKobo: amount,
      currency: 'NGN',
      now,
    })
    // SPEC §1: 5% cashback on a wallet payment, its own entry with its own reference.
    const cashback = pocket === 'main' ? cashbackKobo(amount) : 0
    if (cashback > 0)
      await addLedgerEntry(trx, {
        reference: `cashback:${reference}`,
        customerId,
        amountKobo: cashback,
        kind: 'cashback',
        description: `5% cashback on booking ${reference} (${formatNaira(koboToNaira(cashback))})`,
        pocket: 'cashback',
        counterAccount: 'marketing:cashback',
        at: now,
      })
    return true
  })
  if (paid) await sendTicketLink(deps, reference)
  const booking = (await findBookingByReference(deps.db, reference)) ?? found
  return {
    code: CONFIRM_CODE.confirmed,
    shortDescription: m.paymentConfirmed,
    data: await ticketFor(deps.db, booking),
  }
}
