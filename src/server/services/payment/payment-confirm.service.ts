import type { Ticket } from '#shared/contract/booking.ts'
import { CONFIRM_CODE, type ConfirmOutcome } from '#shared/contract/payment.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { GATEWAY_KEYS, type GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppDeps } from '#server/http/env.ts'
import { notFound } from '#server/http/respond.ts'
import { paymentGateway } from '#server/providers/payments/gateways.ts'
import {
  ProviderUnavailable,
  type Verification,
} from '#server/providers/payments/payment-gateway.ts'
import { findBookingByReference } from '#server/services/booking/booking-read.repository.ts'
import { ticketFor } from '#server/services/booking/booking-ticket.service.ts'
import { settlePayment, type Settlement } from './payment-settlement.service.ts'
import { sendTicketLink } from '#server/services/booking/ticket-page.service.ts'
import { isFundingReference } from '#shared/domain/wallet.ts'
import { verifyFunding } from '#server/services/wallet/wallet-funding.service.ts'

// Every payment result page (SPEC §2 /call-back, /flutter-pay, …) asks the server to confirm;
// the server verifies with the provider first (DESIGN §3) and answers one way for all of them.

export interface ConfirmAnswer {
  code: string
  shortDescription: string
  data: Ticket | ConfirmOutcome
}

const unreachable = 'We could not reach the payment provider. Please check again shortly.'

export async function verifyAndSettle(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
): Promise<Settlement | 'unreachable'> {
  // A wallet funding (webhook or sandbox transfer): its own settlement, credited once.
  if (isFundingReference(reference)) {
    const funding = await verifyFunding(deps, reference, { via: key })
    if (funding === 'unreachable') return 'unreachable'
    const kinds = { credited: 'confirmed', failed: 'failed', cancelled: 'cancelled' } as const
    return { kind: kinds[funding.Status as keyof typeof kinds] ?? 'pending' }
  }
  const verified = await verifyWith(deps, key, reference)
  if (verified === 'unreachable') return 'unreachable'
  return settle(deps, key, reference, verified)
}

/**
 * The reconciliation job's check of a booking nobody came back to confirm: every gateway its
 * checkout was opened with is asked (as a wallet funding's are). A payment made at an earlier
 * checkout is settled first, as its callback would have; then the current gateway's answer. An
 * earlier checkout that was declined, closed or never paid changes nothing: the traveller moved
 * on from it. Answers the first settlement (a payment found anywhere, else the current answer);
 * undefined when no gateway was asked.
 */
export async function reconcileBooking(
  deps: AppDeps,
  reference: string,
  current: string,
  opened: readonly string[],
): Promise<Settlement | 'unreachable' | undefined> {
  const settlements: (Settlement | 'unreachable')[] = await settleOtherCheckouts(
    deps,
    reference,
    current,
    opened,
  )
  if (GATEWAY_KEYS.includes(current as GatewayKey))
    settlements.push(await verifyAndSettle(deps, current as GatewayKey, reference))
  return settlements[0]
}

/**
 * Every gateway the booking's checkout was opened with but `current` asked whether it was paid,
 * and each payment found settled as its callback would have: the booking's own payment if it is
 * still open, else a second payment, refunded once. The reconciliation job asks this of open
 * payments and of settled ones alike: a checkout left open in a tab may be paid after another
 * gateway (or the wallet) paid the booking, and its return page may never come.
 */
export async function settleOtherCheckouts(
  deps: AppDeps,
  reference: string,
  current: string,
  opened: readonly string[],
): Promise<Settlement[]> {
  const settlements: Settlement[] = []
  for (const key of opened) {
    if (key === current || !GATEWAY_KEYS.includes(key as GatewayKey)) continue
    const verified = await verifyWith(deps, key as GatewayKey, reference)
    if (verified !== 'unreachable' && verified.status === 'success')
      settlements.push(await settle(deps, key as GatewayKey, reference, verified))
  }
  return settlements
}

async function verifyWith(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
): Promise<Verification | 'unreachable'> {
  try {
    return await paymentGateway(deps, key).verify(reference.toUpperCase())
  } catch (error) {
    if (error instanceof ProviderUnavailable) return 'unreachable'
    throw error
  }
}

async function settle(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
  verified: Verification,
): Promise<Settlement> {
  const settlement = await settlePayment(deps.db, deps.clock.now(), reference, key, verified)
  // Whichever path confirmed it (return page, webhook, reconciliation), the link goes once.
  if ('first' in settlement) await sendTicketLink(deps, reference)
  return settlement
}

export async function confirmPayment(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
): Promise<ConfirmAnswer> {
  const before = await findBookingByReference(deps.db, reference)
  if (!before) throw notFound(m.bookingNotFound)
  const settlement = await verifyAndSettle(deps, key, before.reference_code)
  const booking = (await findBookingByReference(deps.db, reference)) ?? before
  const outcome = (status: ConfirmOutcome['status']): ConfirmOutcome => ({
    bookingReferenceCode: booking.reference_code,
    status,
    amount: koboToNaira(booking.total_amount_kobo),
  })
  if (settlement === 'unreachable')
    return { code: CONFIRM_CODE.pending, shortDescription: unreachable, data: outcome('pending') }
  switch (settlement.kind) {
    case 'confirmed':
      return {
        code: CONFIRM_CODE.confirmed,
        shortDescription: !('paidTwice' in settlement)
          ? m.paymentConfirmed
          : settlement.paidTwice === 'refunded-to-wallet'
            ? m.paidTwiceToWallet
            : m.paidTwiceRefundDue,
        data: await ticketFor(deps.db, booking),
      }
    case 'failed':
      return {
        code: CONFIRM_CODE.failed,
        shortDescription: m.paymentDeclined,
        data: outcome('failed'),
      }
    case 'not-found':
      return {
        code: CONFIRM_CODE.failed,
        shortDescription: m.paymentNotFound,
        data: outcome('failed'),
      }
    case 'cancelled':
      return {
        code: CONFIRM_CODE.cancelled,
        shortDescription: m.paymentCancelled,
        data: outcome('cancelled'),
      }
    case 'pending':
      return {
        code: CONFIRM_CODE.pending,
        shortDescription: m.paymentPending,
        data: outcome('pending'),
      }
    case 'expired':
      return {
        code: CONFIRM_CODE.expired,
        shortDescription: m.holdExpired,
        data: outcome('expired'),
      }
    default: {
      const toWallet = settlement.kind === 'refunded-to-wallet'
      const message =
        settlement.reason === 'amount'
          ? m.amountPaidMismatch
          : settlement.reason === 'over'
            ? toWallet
              ? m.endedToWallet
              : m.endedRefundDue
            : toWallet
              ? m.refundedToWallet
              : m.refundDue
      return {
        code: CONFIRM_CODE.refunded,
        shortDescription: message,
        data: outcome(settlement.kind),
      }
    }
  }
}
