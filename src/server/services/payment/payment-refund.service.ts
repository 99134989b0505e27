import type { BookingRefund } from '#shared/contract/booking.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import type { Database } from '#server/db/database.ts'
import {
  addLedgerEntry,
  findLedgerEntry,
} from '#server/services/wallet/wallet-ledger.repository.ts'
import { findWallet } from '#server/services/wallet/wallet.repository.ts'
import * as payments from './payment.repository.ts'

// DESIGN §3: never "debited, no ticket". Money we cannot turn into seats goes back: to the
// customer's wallet at once, or onto the refunds-due list (SPEC §9: 3-10 days) for a guest and for
// a customer who has not set up a wallet (tester P: told 'credited to your wallet', they had none
// to see it in; nor may they want one).

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
  if (amountKobo <= 0)
    return (await toWallet(db, booking, null)) ? 'refunded-to-wallet' : 'refund-due'
  const gateway = secondGateway ?? null
  if (await toWallet(db, booking, gateway)) {
    await addLedgerEntry(db, {
      reference: ledgerReference(booking, gateway),
      customerId: booking.customer_id!,
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
    gateway,
    now,
  })
  return 'refund-due'
}

const ledgerReference = (booking: RefundTarget, gateway: string | null) =>
  `booking-refund:${booking.reference_code}${gateway ? `:${gateway}` : ''}`

/**
 * Where this refund goes: to the wallet of a customer who has one. Asked again, it goes where it
 * went the first time, even if the wallet was set up since (or the refund was credited before a
 * wallet was needed), so it is paid once.
 */
async function toWallet(
  db: Database,
  booking: RefundTarget,
  gateway: string | null,
): Promise<boolean> {
  if (booking.customer_id === null) return false
  if (await findLedgerEntry(db, ledgerReference(booking, gateway))) return true
  if (await payments.findRefundDueFor(db, booking.id, gateway)) return false
  return (await findWallet(db, booking.customer_id)) !== undefined
}

/** How an already refunded payment was refunded (so a repeated confirmation says the same). */
export async function refundKindOf(db: Database, booking: RefundTarget): Promise<RefundKind> {
  const due = await payments.findRefundDue(db, booking.id)
  return due ? 'refund-due' : 'refunded-to-wallet'
}

/**
 * The payments each booking could not keep, and where each went (tester T6: history said 'The
 * payment did not go through' of a payment refunded after the bus left). The booking's own payment
 * is 'amount' when it was not the fare in naira, as the settlement judged it; one through another
 * gateway is 'again'. Wallet credits are the ledger's 'booking-refund:<ref>[:<gateway>]' entries.
 */
export async function refundsOf(
  db: Database,
  bookings: {
    id: string
    reference_code: string
    customer_id: number | null
    total_amount_kobo: number
  }[],
): Promise<Map<string, BookingRefund[]>> {
  const found = new Map<string, BookingRefund[]>()
  if (bookings.length === 0) return found
  const ids = bookings.map((b) => b.id)
  const customers = [
    ...new Set(bookings.flatMap((b) => (b.customer_id === null ? [] : [b.customer_id]))),
  ]
  const [due, credited, paid] = await Promise.all([
    db
      .selectFrom('refunds_due')
      .select(['booking_id', 'amount_kobo', 'gateway'])
      .where('booking_id', 'in', ids)
      .orderBy('id')
      .execute(),
    customers.length === 0
      ? []
      : db
          .selectFrom('wallet_ledger_entries')
          .select(['reference', 'amount_kobo'])
          .where('customer_id', 'in', customers)
          .where('kind', '=', 'booking-refund')
          .orderBy('id')
          .execute(),
    db
      .selectFrom('payments')
      .select(['booking_id', 'paid_kobo', 'currency'])
      .where('booking_id', 'in', ids)
      .execute(),
  ])
  const byReference = new Map(bookings.map((b) => [b.reference_code, b]))
  const add = (
    booking: (typeof bookings)[number],
    amountKobo: number,
    status: BookingRefund['status'],
    gateway: string | null,
  ) => {
    const payment = paid.find((p) => p.booking_id === booking.id)
    const wrongAmount =
      payment !== undefined &&
      (Number(payment.paid_kobo) !== booking.total_amount_kobo || payment.currency !== 'NGN')
    const reason = gateway !== null ? 'again' : wrongAmount ? 'amount' : 'late'
    const list = found.get(booking.id) ?? []
    list.push({ amount: koboToNaira(amountKobo), status, reason })
    found.set(booking.id, list)
  }
  for (const entry of credited) {
    const [reference, ...gateway] = entry.reference.slice('booking-refund:'.length).split(':')
    const booking = byReference.get(reference!)
    if (booking)
      add(booking, Number(entry.amount_kobo), 'refunded-to-wallet', gateway.join(':') || null)
  }
  for (const row of due) {
    const booking = bookings.find((b) => b.id === row.booking_id)!
    add(booking, Number(row.amount_kobo), 'refund-due', row.gateway)
  }
  return found
}
