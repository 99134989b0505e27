import type { Funding, VirtualAccount } from '#shared/contract/wallet.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import { FUNDING_PREFIX, WALLET_FUNDING_MINUTES } from '#shared/domain/wallet.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import { paymentGateway, startCheckout } from '#server/providers/payments/gateways.ts'
import {
  ProviderUnavailable,
  type InitializeResult,
} from '#server/providers/payments/payment-gateway.ts'
import { randomCode } from '#server/security/random.ts'
import { findPayer } from '#server/services/onboarding/customer.repository.ts'
import * as ledger from './wallet-ledger.repository.ts'
import * as wallets from './wallet.repository.ts'
import { walletOf } from './wallet-pin.service.ts'

// SPEC §7 CreatePayment and VerifyPaystackRef: funding the wallet through the same gateway
// adapters and sandboxes as bookings. Value moves only after the gateway verifies the payment,
// and once: the credit's ledger reference is the funding's, under a row lock on the funding.

type FundingRow = NonNullable<Awaited<ReturnType<typeof wallets.findFunding>>>

export const fundingMessages = {
  notFound: 'No such wallet funding.',
  expired: 'This funding has expired. Please start again from your wallet.',
  settled: 'This funding is already complete.',
  credited: 'Your wallet has been funded.',
  pending: 'Your payment is still processing. Your wallet will be credited once it is confirmed.',
  failed: 'The payment was not successful. Your wallet was not charged.',
  cancelled: 'The payment was cancelled.',
} as const

export function fundingView(row: FundingRow): Funding {
  return {
    Reference: row.reference,
    Amount: koboToNaira(Number(row.paid_kobo ?? row.amount_kobo)),
    Status: row.status,
    Gateway: row.gateway,
    ExpiresAt: new Date(row.expires_at).toISOString(),
  }
}

export async function createFunding(deps: AppDeps, customerId: number, amountKobo: number) {
  await walletOf(deps, customerId)
  const now = deps.clock.now()
  const reference = `${FUNDING_PREFIX}${randomCode(12)}`
  const expiresAt = new Date(now.getTime() + WALLET_FUNDING_MINUTES * 60_000)
  await wallets.insertFunding(deps.db, { reference, customerId, amountKobo, now, expiresAt })
  return {
    Reference: reference,
    Amount: koboToNaira(amountKobo),
    ExpiresAt: expiresAt.toISOString(),
  }
}

/** Opens the gateway's checkout (or bank account) for a funding; `callbackUrl` is absolute. */
export async function startFunding(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
  callbackUrl: string,
): Promise<{ result: InitializeResult; reference: string; amountKobo: number }> {
  const funding = await wallets.findFunding(deps.db, reference)
  if (!funding) throw notFound(fundingMessages.notFound)
  if (funding.status !== 'created' && funding.status !== 'initialized')
    throw badRequest(fundingMessages.settled)
  if (new Date(funding.expires_at) <= deps.clock.now()) throw badRequest(fundingMessages.expired)
  const payer = await findPayer(deps.db, funding.customer_id)
  await wallets.chooseFundingGateway(deps.db, funding.reference, key)
  const amountKobo = Number(funding.amount_kobo)
  const result = await startCheckout(deps, key, {
    reference: funding.reference,
    amountKobo,
    ...payer,
    callbackUrl,
    expiresAt: new Date(funding.expires_at),
  })
  return { result, reference: funding.reference, amountKobo }
}

/** SPEC §3 wallet virtual account for a bank-transfer funding. */
export async function virtualAccount(
  deps: AppDeps,
  reference: string,
  appOrigin: string,
): Promise<VirtualAccount> {
  const started = await startFunding(deps, 'aza', reference, `${appOrigin}/profile`)
  if (started.result.kind !== 'bank-account') throw badRequest('Unexpected payment method.')
  const account = started.result.bankAccount
  return {
    account_name: account.accountName,
    vnuban: account.accountNo,
    bank_name: account.bankName,
    max_amount: koboToNaira(account.amountKobo),
    account_reference: started.reference,
    expires_at: account.expiresAt.toISOString(),
  }
}

/**
 * Asks the funding's gateway what happened and credits the wallet once if it was paid; any
 * number of callbacks, webhooks and checks may race here.
 */
export async function verifyFunding(
  deps: AppDeps,
  reference: string,
  customerId?: number,
): Promise<Funding | 'unreachable'> {
  const funding = await wallets.findFunding(deps.db, reference)
  if (!funding || (customerId !== undefined && funding.customer_id !== customerId))
    throw notFound(fundingMessages.notFound)
  if (!funding.gateway || funding.status === 'credited') return fundingView(funding)
  let verified
  try {
    verified = await paymentGateway(deps, funding.gateway as GatewayKey).verify(funding.reference)
  } catch (error) {
    if (error instanceof ProviderUnavailable) return 'unreachable'
    throw error
  }
  const now = deps.clock.now()
  const settled = await deps.db.transaction().execute(async (trx) => {
    const row = await wallets.lockFunding(trx, funding.reference)
    if (!row || row.status === 'credited') return row
    if (verified.status === 'success' && verified.currency === 'NGN' && verified.amountKobo > 0) {
      await ledger.addLedgerEntry(trx, {
        reference: `funding:${row.reference}`,
        customerId: row.customer_id,
        amountKobo: verified.amountKobo,
        kind: 'funding',
        description: `Wallet funding (${row.gateway})`,
        counterAccount: `gateway:${row.gateway}`,
        at: now,
      })
      await wallets.settleFunding(trx, row.reference, {
        status: 'credited',
        paidKobo: verified.amountKobo,
        now,
      })
    } else if (verified.status === 'failed' || verified.status === 'cancelled') {
      await wallets.settleFunding(trx, row.reference, {
        status: verified.status,
        paidKobo: null,
        now,
      })
    }
    return wallets.lockFunding(trx, row.reference)
  })
  return fundingView(settled ?? funding)
}
