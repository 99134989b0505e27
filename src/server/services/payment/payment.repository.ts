import { sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { PaymentStatus } from '#server/db/schema.ts'

// Kysely only: payment attempts, provider events, refunds due.

export function findPayment(db: Database, bookingId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
}

/**
 * One payment per booking: a new gateway choice replaces the last one until it succeeds, and is
 * kept among those the reconciliation job asks (a payment made at the first is not lost).
 */
export async function upsertPayment(
  db: Database,
  values: { bookingId: string; reference: string; gateway: string; amountKobo: number; now: Date },
) {
  await db
    .insertInto('payments')
    .values({
      booking_id: values.bookingId,
      reference: values.reference,
      gateway: values.gateway,
      status: 'initialized',
      amount_kobo: values.amountKobo,
      created_at: values.now,
      updated_at: values.now,
      gateways: sql<string[]>`ARRAY[${values.gateway}::text]`,
    })
    .onConflict((oc) =>
      oc
        .column('booking_id')
        .doUpdateSet({
          gateway: values.gateway,
          checkout_url: null,
          updated_at: values.now,
          gateways: sql<string[]>`CASE WHEN ${values.gateway} = ANY(payments.gateways)
            THEN payments.gateways ELSE array_append(payments.gateways, ${values.gateway}::text) END`,
        })
        .where('payments.status', '=', 'initialized'),
    )
    .execute()
}

/** The checkout of the attempt still open with that gateway; a settled payment keeps none. */
export async function setCheckoutUrl(
  db: Database,
  bookingId: string,
  gateway: string,
  url: string | null,
) {
  await db
    .updateTable('payments')
    .set({ checkout_url: url })
    .where('booking_id', '=', bookingId)
    .where('gateway', '=', gateway)
    .where('status', '=', 'initialized')
    .execute()
}

export async function setPaymentOutcome(
  db: Database,
  bookingId: string,
  outcome: {
    status: PaymentStatus
    gateway: string
    paidKobo?: number
    currency?: string
    now: Date
  },
) {
  await db
    .updateTable('payments')
    .set({
      status: outcome.status,
      gateway: outcome.gateway,
      paid_kobo: outcome.paidKobo ?? null,
      currency: outcome.currency ?? null,
      verified_at: outcome.now,
      updated_at: outcome.now,
    })
    .where('booking_id', '=', bookingId)
    .execute()
}

/**
 * The next batch of payments for the reconciliation job, those it asked about longest ago (never
 * asked first), each stamped as asked now, so every one is reached in turn however many are older:
 * open ones (started, not settled), or settled ones (paid, or refunded) whose checkout was opened
 * at another gateway as well, where a payment may still have been made.
 */
function paymentsToAsk(db: Database, settled: boolean, since: Date, limit: number, now: Date) {
  return db
    .updateTable('payments')
    .set({ checked_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where((row) =>
          settled
            ? row.and([row('status', '<>', 'initialized'), sql<boolean>`cardinality(gateways) > 1`])
            : row('status', '=', 'initialized'),
        )
        .where('created_at', '>=', since)
        .orderBy('checked_at', (ob) => ob.asc().nullsFirst())
        .orderBy('created_at')
        .limit(limit),
    )
    .returning(['reference', 'gateway', 'gateways'])
    .execute()
}

export const unsettledPayments = (db: Database, since: Date, limit: number, now: Date) =>
  paymentsToAsk(db, false, since, limit, now)

export const settledWithOtherCheckouts = (db: Database, since: Date, limit: number, now: Date) =>
  paymentsToAsk(db, true, since, limit, now)

export async function eventSeen(db: Database, provider: string, eventId: string) {
  const row = await db
    .selectFrom('payment_events')
    .select('id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  return row !== undefined
}

export async function recordEvent(
  db: Database,
  event: { provider: string; eventId: string; reference: string; kind: string; now: Date },
) {
  await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      reference: event.reference,
      kind: event.kind,
      received_at: event.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute()
}

/** A refund owed to a guest; the same refund (booking and gateway) recorded again is a no-op. */
export async function addRefundDue(
  db: Database,
  refund: {
    bookingId: string
    amountKobo: number
    email: string | null
    phone: string | null
    reason: string
    /** The gateway of a second payment; null for the booking's own payment. */
    gateway: string | null
    now: Date
  },
) {
  await db
    .insertInto('refunds_due')
    .values({
      booking_id: refund.bookingId,
      amount_kobo: refund.amountKobo,
      email: refund.email,
      phone_number: refund.phone,
      reason: refund.reason,
      gateway: refund.gateway,
      created_at: refund.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export function findRefundDue(db: Database, bookingId: string) {
  return findRefundDueFor(db, bookingId, null)
}

/** The refund due for the booking's own payment (null) or a second payment through a gateway. */
export function findRefundDueFor(db: Database, bookingId: string, gateway: string | null) {
  return db
    .selectFrom('refunds_due')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('gateway', gateway === null ? 'is' : '=', gateway)
    .executeTakeFirst()
}

/** The traveller paid with another gateway than the one chosen at booking: record it. */
export async function switchPaymentMethod(
  db: Database,
  bookingId: string,
  methodId: number,
  holdExpiresAt: Date,
) {
  await db
    .updateTable('bookings')
    .set({ payment_method: methodId, hold_expires_at: holdExpiresAt })
    .where('id', '=', bookingId)
    .execute()
}
