import type { Updateable } from 'kysely'
import type { BillPayment, PayAdvice } from '#shared/contract/bills.ts'
import {
  amountRangeProblem,
  BILL_CATEGORY,
  BILL_PREFIX,
  billFeeKobo,
  openAmountRange,
} from '#shared/domain/bills.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { BillPaymentsTable, BillStatus } from '#server/db/schema-wallet.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import { SwitchUnavailable, type AdviceResult } from '#server/providers/bills/bills-switch.ts'
import { billsSwitch } from '#server/providers/bills/bills-switches.ts'
import {
  paymentGateway,
  startCheckout,
  verifyIfAskable,
} from '#server/providers/payments/gateways.ts'
import {
  ProviderUnavailable,
  type InitializeResult,
} from '#server/providers/payments/payment-gateway.ts'
import { randomCode } from '#server/security/random.ts'
import { findPayer } from '#server/services/onboarding/customer.repository.ts'
import {
  addLedgerEntry,
  findLedgerEntry,
  type LedgerEntry,
} from '#server/services/wallet/wallet-ledger.repository.ts'
import * as bills from './bills.repository.ts'
import { giveBackCard, giveBackDebit } from './bills-paid-twice.service.ts'

// SPEC §4 Bills: the money is taken first (a wallet debit under the bill's reference, or a card
// payment the gateway verifies), then the switch's pay advice. Each reference pays once; an
// advice that fails after the money was taken puts it back in the wallet through the ledger.

export const billMessages = {
  unknownReference: 'Error generating payment reference.',
  notPaid: 'We have not received the payment for this bill.',
  amountMismatch: 'The amount does not match the plan.',
  unknownItem: 'Error fetching providers plans.',
  success: 'Your transaction was successful',
  pending: 'Your transaction is processing',
  failed: 'Your transaction failed, Please Try again.',
  refunded:
    'Your transaction failed, Please Try again. The amount has been returned to your wallet.',
  notCompleted: 'The bill was not completed; the amount is back in your wallet.',
  alreadyPaid: 'This bill is already paid.',
} as const

export function billView(row: bills.BillRow): BillPayment {
  return {
    reference: row.reference,
    status: row.status,
    billerName: row.biller_name,
    itemName: row.item_name,
    customerId: row.customer_ref,
    amount: koboToNaira(Number(row.amount_kobo ?? 0)),
    fee: koboToNaira(Number(row.fee_kobo ?? 0)),
    token: row.token,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export async function generateReference(deps: AppDeps, customerId: number) {
  const reference = `${BILL_PREFIX}${randomCode(12)}`
  await bills.insertBill(deps.db, reference, customerId, deps.clock.now())
  return reference
}

/** The catalogue item of a payment code, with its biller (SPEC §3 payment item). */
async function catalogueItem(deps: AppDeps, paymentCode: string) {
  const sw = billsSwitch(deps)
  const billers = await sw.billers()
  for (const biller of billers) {
    if (!paymentCode.startsWith(String(biller.billerid))) continue
    const item = (await sw.paymentItems(biller.billerid)).find((i) => i.paymentCode === paymentCode)
    if (item) return { item, biller }
  }
  throw badRequest(billMessages.unknownItem)
}

/** Card payment for a bill (SPEC §7: reference, email, amount in kobo, callback_url). */
export async function startCardBill(
  deps: AppDeps,
  key: GatewayKey,
  reference: string,
  amountKobo: number | undefined,
  callbackUrl: string,
): Promise<{ result: InitializeResult; reference: string; amountKobo: number }> {
  const row = await bills.findBill(deps.db, reference)
  if (!row) throw notFound(billMessages.unknownReference)
  if (!amountKobo || !Number.isInteger(amountKobo) || amountKobo <= 0)
    throw badRequest('amount is required, in kobo.')
  const moved = await bills.moveBill(deps.db, row.reference, ['created', 'initialized'], {
    method: key,
    checkout_gateway: key,
    status: 'initialized',
    charged_kobo: amountKobo,
    updated_at: deps.clock.now(),
  })
  if (!moved) throw badRequest(billMessages.alreadyPaid)
  const result = await startCheckout(deps, key, {
    reference: row.reference,
    amountKobo,
    ...(await findPayer(deps.db, row.customer_id)),
    callbackUrl,
    expiresAt: new Date(deps.clock.now().getTime() + 30 * 60_000),
  })
  return { result, reference: row.reference, amountKobo }
}

/** Has the money for this bill arrived? Wallet: the debit under its reference; card: verified. */
async function moneyReceived(
  deps: AppDeps,
  row: bills.BillRow,
  method: string,
  chargeKobo: number,
) {
  if (method === 'wallet') {
    const debit = await findLedgerEntry(deps.db, `debit:${row.customer_id}:${row.reference}`)
    return (
      debit !== undefined &&
      Number(debit.amount_kobo) === -chargeKobo &&
      debit.customer_id === row.customer_id
    )
  }
  if (!row.method || row.method === 'wallet') return false
  try {
    const verified = await paymentGateway(deps, row.method as GatewayKey).verify(row.reference)
    return (
      verified.status === 'success' &&
      verified.currency === 'NGN' &&
      verified.amountKobo === chargeKobo
    )
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new RequestError(503, error.message)
    throw error
  }
}

/** SPEC §7 SendPayAdvice: once per reference, after the money; the outcome and any token. */
export async function sendPayAdvice(deps: AppDeps, customerId: number, advice: PayAdvice) {
  const row = await bills.findBill(deps.db, advice.requestReference)
  if (!row || row.customer_id !== customerId) throw notFound(billMessages.unknownReference)
  if (!['created', 'initialized'].includes(row.status)) {
    // Paid already, and now told of a payment the other way: that one goes back at once.
    if (advice.paymentMethod === 'wallet' && row.method !== 'wallet') await giveBackDebit(deps, row)
    if (advice.paymentMethod !== 'wallet' && row.method === 'wallet') await giveBackCard(deps, row)
    return billView(row)
  }

  const { item, biller } = await catalogueItem(deps, advice.paymentCode)
  // A priced plan is sold at its price; a plan without one within its category's range (the
  // form's), and not at all where the category has none (tester N: electricity sold for 1 kobo).
  if (item.amount > 0 && item.amount !== advice.amount)
    throw badRequest(billMessages.amountMismatch)
  if (item.amount === 0) {
    const range = openAmountRange(biller.categoryid)
    if (!range) throw badRequest(billMessages.amountMismatch)
    const outside = amountRangeProblem(range, advice.amount)
    if (outside) throw badRequest(outside)
  }
  const category =
    item.amount > 0 && biller.categoryid === BILL_CATEGORY.airtime
      ? BILL_CATEGORY.data
      : biller.categoryid
  const fee = billFeeKobo(category)
  const charge = advice.amount + fee
  if (!(await moneyReceived(deps, row, advice.paymentMethod, charge)))
    throw badRequest(billMessages.notPaid)

  const now = deps.clock.now()
  // The claim: of concurrent advices for this reference, one goes on to the switch.
  const claimed = await bills.moveBill(deps.db, row.reference, ['created', 'initialized'], {
    status: 'paid',
    method: advice.paymentMethod === 'wallet' ? 'wallet' : row.method,
    category_id: category,
    biller_id: biller.billerid,
    biller_name: biller.billername,
    payment_code: item.paymentCode,
    item_name: item.paymentitemname,
    customer_ref: advice.customerId,
    customer_mobile: advice.customerMobile ?? null,
    amount_kobo: advice.amount,
    fee_kobo: fee,
    charged_kobo: charge,
    updated_at: now,
  })
  if (!claimed) return billView((await bills.findBill(deps.db, row.reference)) ?? row)

  let result: AdviceResult
  try {
    result = await billsSwitch(deps).sendPayAdvice({
      paymentCode: item.paymentCode,
      customerId: advice.customerId,
      customerMobile: advice.customerMobile ?? '',
      customerEmail: advice.customerEmail ?? '',
      amountKobo: advice.amount,
      requestReference: row.reference,
    })
  } catch (error) {
    if (!(error instanceof SwitchUnavailable)) throw error
    // Unknown outcome: the settlement job asks the switch again.
    result = { status: 'pending', transactionRef: '', token: null, message: error.message }
  }
  return billView(await applyOutcome(deps, claimed, result, ['paid']))
}

/** Records the switch's word, once; a failure puts the money back in the wallet. */
async function applyOutcome(
  deps: AppDeps,
  row: bills.BillRow,
  result: AdviceResult,
  from: ('paid' | 'pending')[],
): Promise<bills.BillRow> {
  const now = deps.clock.now()
  if (result.status === 'pending') {
    const moved = await bills.moveBill(deps.db, row.reference, from, {
      status: 'pending',
      switch_ref: result.transactionRef || null,
      message: billMessages.pending,
      updated_at: now,
    })
    return moved ?? row
  }
  if (result.status === 'success') {
    const moved = await bills.moveBill(deps.db, row.reference, from, {
      status: 'success',
      token: result.token,
      switch_ref: result.transactionRef || null,
      message: billMessages.success,
      updated_at: now,
    })
    return moved ?? row
  }
  const refunded = await refundBill(
    deps,
    row.reference,
    from,
    { switch_ref: result.transactionRef || null, message: billMessages.refunded },
    (moved) => ({
      amountKobo: Number(moved.charged_kobo),
      description: `Refund: ${moved.item_name ?? 'bill'} ${moved.reference} failed`,
      counterAccount: moved.method === 'wallet' ? 'house:bills' : `gateway:${moved.method}`,
    }),
  )
  return refunded ?? row
}

/**
 * A bill's money back in the customer's wallet, once: in one transaction the bill moves from one
 * of `from` to refunded and the credit `bill-refund:<ref>` is written. Of concurrent callers (the
 * advice, the settlement job, the abandoned-bill refunds) only the one that moves the bill
 * credits it; the others get undefined.
 */
function refundBill(
  deps: AppDeps,
  reference: string,
  from: BillStatus[],
  patch: Omit<Updateable<BillPaymentsTable>, 'status' | 'updated_at'>,
  credit: (
    moved: bills.BillRow,
  ) => Pick<LedgerEntry, 'amountKobo' | 'description' | 'counterAccount'>,
): Promise<bills.BillRow | undefined> {
  const at = deps.clock.now()
  return deps.db.transaction().execute(async (trx) => {
    const moved = await bills.moveBill(trx, reference, from, {
      ...patch,
      status: 'refunded',
      updated_at: at,
    })
    if (!moved) return undefined
    await addLedgerEntry(trx, {
      reference: `bill-refund:${reference}`,
      customerId: moved.customer_id,
      kind: 'bill-refund',
      at,
      ...credit(moved),
    })
    return moved
  })
}

/**
 * An advice claimed (paid) and still without its answer this long after has lost it: the switch
 * call times out after 20 s, so the process that sent it ended while it waited (a crash, a kill).
 */
const ADVICE_LOST_MINUTES = 2

/**
 * The settlement job: each pending bill asked again and settled once; an advice whose answer was
 * lost with its process is asked the same way (and is pending from then on if the switch says so).
 */
export async function settlePendingBills(deps: AppDeps, limit = 50) {
  const stuckBefore = new Date(deps.clock.now().getTime() - ADVICE_LOST_MINUTES * 60_000)
  const open = await bills.pendingBills(deps.db, limit, stuckBefore)
  let settled = 0
  for (const row of open) {
    const result = await billsSwitch(deps)
      .query(row.reference, row.payment_code ?? '')
      .catch(() => null)
    if (!result || (result.status === 'pending' && row.status === 'pending')) continue
    const from = row.status === 'paid' ? 'paid' : 'pending'
    await applyOutcome(deps, row, result, [from])
    if (result.status !== 'pending') settled += 1
  }
  return { checked: open.length, settled }
}

export async function billsOf(deps: AppDeps, customerId: number) {
  return (await bills.billsOfCustomer(deps.db, customerId, 50)).map(billView)
}

const CARD_BILL_GRACE_MINUTES = 60

/**
 * A card paid for a bill whose page never came back to send the advice (closed tab, lost
 * signal): after `graceMinutes` the verified amount goes to the customer's wallet, once.
 */
export async function refundAbandonedCardBills(
  deps: AppDeps,
  graceMinutes = CARD_BILL_GRACE_MINUTES,
  limit = 50,
) {
  const before = new Date(deps.clock.now().getTime() - graceMinutes * 60_000)
  const open = await bills.abandonedCardBills(deps.db, before, limit)
  let refunded = 0
  for (const row of open) {
    const verified = await verifyIfAskable(deps, row.method as GatewayKey, row.reference)
    if (!verified || verified.status !== 'success' || verified.amountKobo <= 0) continue
    const done = await refundBill(
      deps,
      row.reference,
      ['initialized'],
      {
        message:
          'The payment arrived but the bill was not completed; the amount is in your wallet.',
      },
      () => ({
        amountKobo: verified.amountKobo,
        description: `Refund: bill ${row.reference} was paid but not completed`,
        counterAccount: `gateway:${row.method}`,
      }),
    )
    if (done) refunded += 1
  }
  return { checked: open.length, refunded }
}

/**
 * A wallet debited for a bill whose page never sent the advice (lost signal right after the
 * debit): after `graceMinutes` the debit goes back to the wallet, once, and the bill is refunded.
 * The advice and this refund each claim the bill from where it was: only one of them moves it.
 */
export async function refundAbandonedWalletBills(deps: AppDeps, graceMinutes = 10, limit = 50) {
  const now = deps.clock.now().getTime()
  const before = new Date(now - graceMinutes * 60_000)
  // A card checkout opened for the bill lives 30 minutes; its refund looks after an hour.
  const cardBefore = new Date(now - CARD_BILL_GRACE_MINUTES * 60_000)
  const open = await bills.abandonedWalletBills(deps.db, before, cardBefore, limit)
  let refunded = 0
  for (const row of open) {
    const debited = -Number(row.debited_kobo)
    const done = await refundBill(
      deps,
      row.reference,
      // As it was found: a bill that moved since (a card checkout opened again) is not refunded.
      [row.status],
      // The advice never came, so the bill knows only what the debit said: its amount and the
      // description the page gave it (what was bought, for which number).
      {
        method: 'wallet',
        amount_kobo: debited,
        charged_kobo: debited,
        item_name: row.description,
        message: billMessages.notCompleted,
      },
      () => ({
        amountKobo: debited,
        description: `Refund: bill ${row.reference} was not completed`,
        counterAccount: 'house:bills',
      }),
    )
    if (done) refunded += 1
  }
  return { checked: open.length, refunded }
}
