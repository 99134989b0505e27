import type { Insertable } from 'kysely'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { Database } from '#server/db/database.ts'
import type { SandboxPaymentsTable } from '#server/db/schema.ts'
import type { Clock } from '#server/clock.ts'

// Kysely only (STYLE habit 5): the payments the sandbox gateways remember.

/** A new sandbox payment, or the same reference initialised again (new amount, new callback). */
export function upsertSandboxPayment(db: Database, row: Insertable<SandboxPaymentsTable>) {
  return db
    .insertInto('sandbox_payments')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['gateway', 'reference']).doUpdateSet({
        amount_kobo: row.amount_kobo,
        callback_url: row.callback_url,
        updated_at: row.updated_at,
      }),
    )
    .returning(['account_no'])
    .executeTakeFirstOrThrow()
}

export function findSandboxPayment(db: Database, key: GatewayKey, reference: string) {
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('gateway', '=', key)
    .where('reference', '=', reference.toUpperCase())
    .executeTakeFirst()
}

/** The tester's choice on the checkout page (or a simulated transfer). Final states stay. */
export async function recordSandboxOutcome(
  db: Database,
  clock: Clock,
  key: GatewayKey,
  reference: string,
  outcome: 'success' | 'failed' | 'cancelled',
  paidKobo?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set((eb) => ({
      status: outcome,
      paid_kobo: outcome === 'success' ? (paidKobo ?? eb.ref('amount_kobo')) : null,
      updated_at: clock.now(),
    }))
    .where('gateway', '=', key)
    .where('reference', '=', reference.toUpperCase())
    .where('status', '=', 'pending')
    .executeTakeFirst()
  // True when this call recorded it: of outcomes sent at once, one is the outcome.
  return result.numUpdatedRows > 0n
}
