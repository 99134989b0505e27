import { randomInt } from 'node:crypto'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import type { PaymentGateway, Verification } from './payment-gateway.ts'
import { findSandboxPayment, upsertSandboxPayment } from './sandbox-payments.repository.ts'

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
      const row = await upsertSandboxPayment(db, {
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
