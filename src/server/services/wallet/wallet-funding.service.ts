import type { Funding, VirtualAccount } from '#shared/contract/wallet.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { GATEWAY_KEYS, type GatewayKey } from '#shared/domain/payment-methods.ts'
import { FUNDING_PREFIX, WALLET_FUNDING_MINUTES } from '#shared/domain/wallet.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound } from '#server/http/respond.ts'
import {
  paymentGateway,
  refuseKeyNotOffered,
  startCheckout,
} from '#server/providers/payments/gateways.ts'
import {
  ProviderUnavailable,
  type InitializeResult,
  type Verification,
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
  refuseKeyNotOffered(deps, key)
  const funding = await wallets.findFunding(deps.db, reference)
  if (!funding) throw notFound(fundingMessages.notFound)
  if (funding.status !== 'created' && funding.status !== 'initialized')
    throw badRequest(fundingMessages.settled)
  if (new Date(funding.expires_at) <= deps.clock.now()) throw badRequest(fundingMessages.expired)
  // Opened before: what was paid there is credited first, and a paid funding is not opened again
  // (a second checkout would take a second payment for it).
  if (funding.gateway) {
    const now = await verifyFunding(deps, funding.reference)
    if (now !== 'unreachable' && now.Status === 'credited')
      throw badRequest(fundingMessages.settled)
  }
  const payer = await findPayer(deps.db, funding.customer_id)
  // Settled since it was read (by the check above, or a callback racing this): refused, as it
  // would have been then.
  if (!(await wallets.chooseFundingGateway(deps.db, funding.reference, key)))
    throw badRequest(fundingMessages.settled)
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
 * Asks the funding's gateways what happened and credits the wallet once for each payment made;
 * any number of callbacks, webhooks and checks may race here. A funding opened with one gateway
 * and then another is asked of both (and of `via`, the gateway a webhook or transfer came from):
 * a payment made through the first is not lost when the traveller switched. The first payment is
 * the funding's own credit; one made through another gateway as well goes to the wallet too,
 * under that gateway's own ledger reference. `customerId`: only that customer's funding is found.
 */
export async function verifyFunding(
  deps: AppDeps,
  reference: string,
  { customerId, via }: { customerId?: number; via?: GatewayKey } = {},
): Promise<Funding | 'unreachable'> {
  const funding = await wallets.findFunding(deps.db, reference)
  if (!funding || (customerId !== undefined && funding.customer_id !== customerId))
    throw notFound(fundingMessages.notFound)
  const credited = funding.status === 'credited'
  const keys = [...new Set([via, funding.gateway, ...funding.gateways])].filter(
    (key): key is GatewayKey =>
      GATEWAY_KEYS.includes(key as GatewayKey) && !(credited && key === funding.gateway),
  )
  if (keys.length === 0) return fundingView(funding)
  const answers = new Map<GatewayKey, Verification | 'unreachable'>()
  for (const key of keys) {
    try {
      answers.set(key, await paymentGateway(deps, key).verify(funding.reference))
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error
      answers.set(key, 'unreachable')
    }
  }
  const paid = [...answers].flatMap(([key, answer]) =>
    answer !== 'unreachable' &&
    answer.status === 'success' &&
    answer.currency === 'NGN' &&
    answer.amountKobo > 0
      ? [{ key, amountKobo: answer.amountKobo }]
      : [],
  )
  const current = funding.gateway ? answers.get(funding.gateway as GatewayKey) : undefined
  if (paid.length === 0 && current === 'unreachable') return 'unreachable'
  const now = deps.clock.now()
  const settled = await deps.db.transaction().execute(async (trx) => {
    const row = await wallets.lockFunding(trx, funding.reference)
    if (!row) return row
    let creditedVia = row.status === 'credited' ? row.gateway : null
    for (const { key, amountKobo } of paid) {
      if (key === creditedVia) continue
      await ledger.addLedgerEntry(trx, {
        reference: creditedVia ? `funding:${row.reference}:${key}` : `funding:${row.reference}`,
        customerId: row.customer_id,
        amountKobo,
        kind: 'funding',
        description: `Wallet funding (${key})`,
        counterAccount: `gateway:${key}`,
        at: now,
      })
      if (!creditedVia) {
        await wallets.settleFunding(trx, row.reference, {
          status: 'credited',
          paidKobo: amountKobo,
          now,
          gateway: key,
        })
        creditedVia = key
      }
    }
    if (
      !creditedVia &&
      current !== undefined &&
      current !== 'unreachable' &&
      (current.status === 'failed' || current.status === 'cancelled')
    ) {
      await wallets.settleFunding(trx, row.reference, {
        status: current.status,
        paidKobo: null,
        now,
      })
    }
    return wallets.lockFunding(trx, row.reference)
  })
  return fundingView(settled ?? funding)
}
