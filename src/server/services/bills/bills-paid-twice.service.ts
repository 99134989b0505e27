import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppDeps } from '#server/http/env.ts'
import { verifyIfAskable } from '#server/providers/payments/gateways.ts'
import {
  addLedgerEntry,
  findLedgerEntry,
} from '#server/services/wallet/wallet-ledger.repository.ts'
import * as bills from './bills.repository.ts'

// A bill paid two ways keeps one payment (a tester's finding): the wallet's debit and a card paid
// at a checkout left open. The other goes back to the wallet once, under its own reference,
// when the page reports it (sendPayAdvice) or by the bills job.

/**
 * A bill's wallet debit that did not pay for it (a card paid it first, or it was refunded
 * without it) back in the wallet, once, under `bill-refund:<ref>:wallet`.
 */
export async function giveBackDebit(
  deps: AppDeps,
  row: { reference: string; customer_id: number },
) {
  const debit = await findLedgerEntry(deps.db, `debit:${row.customer_id}:${row.reference}`)
  if (!debit || Number(debit.amount_kobo) >= 0) return false
  return addLedgerEntry(deps.db, {
    reference: `bill-refund:${row.reference}:wallet`,
    customerId: row.customer_id,
    amountKobo: -Number(debit.amount_kobo),
    kind: 'bill-refund',
    description: `Refund: bill ${row.reference} was paid another way`,
    counterAccount: 'house:bills',
    at: deps.clock.now(),
  })
}

/**
 * A card payment for a bill the wallet paid (its checkout was left open, then paid) back in the
 * wallet, once, under `bill-refund:<ref>:card`.
 */
export async function giveBackCard(deps: AppDeps, row: bills.BillRow) {
  if (!row.checkout_gateway) return false
  const verified = await verifyIfAskable(deps, row.checkout_gateway as GatewayKey, row.reference)
  if (!verified || verified.status !== 'success' || verified.amountKobo <= 0) return false
  return addLedgerEntry(deps.db, {
    reference: `bill-refund:${row.reference}:card`,
    customerId: row.customer_id,
    amountKobo: verified.amountKobo,
    kind: 'bill-refund',
    description: `Refund: bill ${row.reference} was paid from the wallet before the card`,
    counterAccount: `gateway:${row.checkout_gateway}`,
    at: deps.clock.now(),
  })
}

/**
 * The job's part of the above, for pages that never came back: every stranded debit, and card
 * payments that landed on a bill the wallet paid (a checkout lives 30 minutes: 2 hours are
 * looked at).
 */
export async function refundSecondBillPayments(deps: AppDeps, limit = 50) {
  let refunded = 0
  for (const row of await bills.strandedWalletDebits(deps.db, limit))
    if (await giveBackDebit(deps, row)) refunded += 1
  const since = new Date(deps.clock.now().getTime() - 2 * 60 * 60_000)
  for (const row of await bills.walletPaidBillsWithCheckout(deps.db, since, limit))
    if (await giveBackCard(deps, row)) refunded += 1
  return { refunded }
}
