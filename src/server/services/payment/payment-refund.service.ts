import type { Database } from '#server/db/database.ts'
import { addLedgerEntry } from '#server/services/wallet/wallet-ledger.repository.ts'
import * as payments from './payment.repository.ts'

// DESIGN §3: never "debited, no ticket". Money we cannot turn into seats goes back: to the
// customer's wallet at once, or, for a guest, onto the refunds-due list (SPEC §9: 3-10 days).

export interface RefundTarget {
  id: string
  reference_code: string
  customer_id: number | null
  email: string | null
  phone_number: string | null
}

export type RefundKind = 'refunded-to-wallet' | 'refund-due'

/**
 * Refunds a payment the booking cannot keep. `secondGateway` names the gateway of a second payment
 * for a booking already paid: its refund is its own, once per gateway, beside any other.
 */
export async function refundPayment(
  db: Database,
  booking: RefundTarget,
  amountKobo: number,
  reason: string,
  now: Date,
  secondGateway?: string,
): Promise<RefundKind> {
  if (amountKobo <= 0) return booking.customer_id !== null ? 'refunded-to-wallet' : 'refund-due'
  if (booking.customer_id !== null) {
    const which = secondGateway ? `:${secondGateway}` : ''
    await addLedgerEntry(db, {
      reference: `booking-refund:${booking.reference_code}${which}`,
      customerId: booking.customer_id,
      amountKobo,
      kind: 'booking-refund',
      description: `Refund for booking ${booking.reference_code}: ${reason}`,
      at: now,
    })
    return 'refunded-to-wallet'
  }
  await payments.addRefundDue(db, {
    bookingId: booking.id,
    amountKobo,
    email: booking.email,
    phone: booking.phone_number,
    reason,
    gateway: secondGateway ?? null,
    now,
  })
  return 'refund-due'
}

/** How an already refunded payment was refunded (so a repeated confirmation says the same). */
export async function refundKindOf(db: Database, booking: RefundTarget): Promise<RefundKind> {
  const due = await payments.findRefundDue(db, booking.id)
  return due ? 'refund-due' : 'refunded-to-wallet'
}
