import { randomInt } from 'node:crypto'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import type { PaymentGateway, Verification } from './payment-gateway.ts'

// The sandbox plays the provider (DESIGN §1): it remembers each payment in sandbox_payments and
// serves a checkout page of our own (services/payment/sandbox.routes.ts). No money moves.

export const SANDBOX_BANK_NAME = 'Aza Sandbox Bank'

export function sandboxCheckoutPath(key: GatewayKey, reference: string) {
  return `/api/payment/sandbox/${key}/${reference.toLowerCase()}`
}

export function createSandboxGateway(key: GatewayKey, db: Database, clock: Clock): PaymentGateway {
  return {
    key,
    mode: 'sandbox',
    async initialize(input) {
      const now = clock.now()
      const accountNo = key === 'aza' ? `9${String(randomInt(0, 1e9)).padStart(9, '0')}` : null
      const row = await db
        .insertInto('sandbox_payments')
        .values({
          gateway: key,
          reference: input.reference,
          amount_kobo: input.amountKobo,
          email: input.email,
          status: 'pending',
          callback_url: input.callbackUrl,
          account_no: accountNo,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['gateway', 'reference']).doUpdateSet({
            amount_kobo: input.amountKobo,
            callback_url: input.callbackUrl,
            updated_at: now,
          }),
        )
        .returning(['account_no'])
        .executeTakeFirstOrThrow()
      if (key === 'aza') {
        return {
          kind: 'bank-account',
          bankAccount: {
            bankName: SANDBOX_BANK_NAME,
            accountName: `Waka Travels / ${input.customerName}`,
            accountNo: row.account_no ?? '',
            amountKobo: input.amountKobo,
            expiresAt: input.expiresAt,
          },
        }
      }
      return { kind: 'redirect', redirectUrl: sandboxCheckoutPath(key, input.reference) }
    },
    async verify(reference): Promise<Verification> {
      const row = await findSandboxPayment(db, key, reference)
      if (!row) return { status: 'not-found', amountKobo: 0, currency: 'NGN' }
      return { status: row.status, amountKobo: row.paid_kobo ?? 0, currency: 'NGN' }
    },
  }
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
) {
  await db
    .updateTable('sandbox_payments')
    .set((eb) => ({
      status: outcome,
      paid_kobo: outcome === 'success' ? (paidKobo ?? eb.ref('amount_kobo')) : null,
      updated_at: clock.now(),
    }))
    .where('gateway', '=', key)
    .where('reference', '=', reference.toUpperCase())
    .where('status', '=', 'pending')
    .execute()
}
