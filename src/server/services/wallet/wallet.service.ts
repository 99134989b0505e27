import type { Wallet, WalletTransaction } from '#shared/contract/wallet.ts'
import * as messages from '#shared/domain/messages.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import type { Pocket } from '#shared/domain/wallet.ts'
import type { Database } from '#server/db/database.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import { findCustomerById } from '#server/services/onboarding/customer.repository.ts'
import { findBill } from '#server/services/bills/bills.repository.ts'
import { billMessages } from '#server/services/bills/bills.service.ts'
import * as ledger from './wallet-ledger.repository.ts'
import * as wallets from './wallet.repository.ts'
import { checkPin, walletMessages } from './wallet-pin.service.ts'

// SPEC §7 Wallet: the customer's wallet, its balances and its transactions. Balances are derived
// from the ledger; BlockedBalance is what is held back from spending (nothing is, today).

export async function createWallet(deps: AppDeps, customerId: number): Promise<Wallet> {
  await wallets.insertWallet(deps.db, customerId, deps.clock.now())
  return walletView(deps, customerId)
}

export async function walletView(deps: AppDeps, customerId: number): Promise<Wallet> {
  const [wallet, customer] = await Promise.all([
    wallets.findWallet(deps.db, customerId),
    findCustomerById(deps.db, customerId),
  ])
  if (!wallet || !customer) throw notFound(messages.walletDoesNotExist)
  const pockets = await ledger.pocketBalances(deps.db, customerId)
  const available = koboToNaira(pockets.main)
  return {
    Id: wallet.id,
    AvailableBalance: available,
    BlockedBalance: 0,
    LedgerBalance: available,
    CashbackBalance: koboToNaira(pockets.cashback),
    Email: customer.email,
    PhoneNumber: customer.phone_number,
    HasPin: wallet.pin_hash !== null,
    IsLocked: wallet.locked_at !== null,
  }
}

export async function transactions(
  deps: AppDeps,
  customerId: number,
  page: number,
  pageSize: number,
) {
  const { items, total } = await ledger.ledgerPage(deps.db, customerId, page, pageSize)
  return {
    Items: items.map((row): WalletTransaction => ({
      Reference: row.reference,
      Date: new Date(row.created_at).toISOString(),
      Description: row.description,
      Amount: koboToNaira(Number(row.amount_kobo)),
      Pocket: row.pocket,
      BalanceAfter: koboToNaira(Number(row.balance_after)),
    })),
    Page: page,
    PageSize: pageSize,
    Total: total,
  }
}

export interface Debit {
  customerId: number
  amountKobo: number
  /** Unique across the ledger: the caller namespaces it. */
  reference: string
  kind: string
  description: string
  pocket: Pocket
  counterAccount: string
  now: Date
}

/**
 * Debits inside the caller's transaction, under a row lock on the wallet, so concurrent debits
 * run one at a time and the balance read is the balance debited (never negative). False when
 * this reference was already debited (a replay changes nothing).
 */
export async function debitInTransaction(trx: Database, debit: Debit): Promise<boolean> {
  const wallet = await wallets.lockWallet(trx, debit.customerId)
  if (!wallet) throw notFound(messages.walletDoesNotExist)
  if (wallet.locked_at) throw badRequest(walletMessages.locked)
  if (await ledger.findLedgerEntry(trx, debit.reference)) return false
  const pockets = await ledger.pocketBalances(trx, debit.customerId)
  if (pockets[debit.pocket] < debit.amountKobo)
    throw new RequestError(400, messages.walletBalanceLow)
  return ledger.addLedgerEntry(trx, {
    reference: debit.reference,
    customerId: debit.customerId,
    amountKobo: -debit.amountKobo,
    kind: debit.kind,
    description: debit.description,
    pocket: debit.pocket,
    counterAccount: debit.counterAccount,
    at: debit.now,
  })
}

/** SPEC §7 DebitWallet (bills pay from the wallet): PIN, then the debit, once per Reference. */
export async function debitWallet(
  deps: AppDeps,
  customerId: number,
  input: { pin: string; amountKobo: number; reference: string; description: string },
) {
  await checkPin(deps, customerId, input.pin)
  // Only for a bill of the customer's own (generateReference): a debit under any other reference
  // would pay for nothing, and nothing would ever give it back.
  const bill = await findBill(deps.db, input.reference)
  if (!bill || bill.customer_id !== customerId) throw notFound(billMessages.unknownReference)
  const reference = `debit:${customerId}:${bill.reference}`
  // A bill paid already (by card, say) takes no debit; the same debit sent again is answered.
  const open = bill.status === 'created' || bill.status === 'initialized'
  if (!open && !(await ledger.findLedgerEntry(deps.db, reference)))
    throw badRequest(billMessages.alreadyPaid)
  const fresh = await deps.db.transaction().execute((trx) =>
    debitInTransaction(trx, {
      customerId,
      amountKobo: input.amountKobo,
      reference,
      kind: 'debit',
      description: input.description || 'Wallet debit',
      pocket: 'main',
      counterAccount: 'house:bills',
      now: deps.clock.now(),
    }),
  )
  const entry = await ledger.findLedgerEntry(deps.db, reference)
  if (!entry || Number(entry.amount_kobo) !== -input.amountKobo)
    throw badRequest('This reference was already used for another amount.')
  const balance = await ledger.walletBalanceKobo(deps.db, customerId)
  return {
    Description: 'Successful',
    Reference: input.reference,
    Amount: koboToNaira(input.amountKobo),
    AvailableBalance: koboToNaira(balance),
    Replayed: !fresh,
  }
}
