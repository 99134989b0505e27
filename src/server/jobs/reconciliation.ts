import type { AppDeps } from '#server/http/env.ts'
import {
  settledWithOtherCheckouts,
  unsettledPayments,
} from '#server/services/payment/payment.repository.ts'
import {
  reconcileBooking,
  settleOtherCheckouts,
} from '#server/services/payment/payment-confirm.service.ts'
import { JOB_LOCKS, withAdvisoryLock } from '#server/db/advisory-lock.ts'
import {
  settledWithOtherCheckouts as settledFundingsWithOtherCheckouts,
  unsettledFundings,
} from '#server/services/wallet/wallet.repository.ts'
import { verifyFunding } from '#server/services/wallet/wallet-funding.service.ts'

// DESIGN §3: a payment the traveller never came back to confirm (closed tab, lost signal) is
// verified with its provider on a schedule and settled like a callback: confirmed, or, when its
// hold lapsed and the seats are gone, refunded to the wallet or recorded as a refund due. A wallet
// funding paid and never come back to is credited the same way.

const LOOK_BACK_MS = 48 * 60 * 60 * 1000
/** Payments, and fundings, asked of their providers per run. */
export const RECONCILIATION_BATCH = 50

export interface ReconciliationReport {
  checked: number
  outcomes: Record<string, number>
}

/**
 * Runs `work` on each payment or funding of a batch and counts the outcomes it names. One that
 * throws (a gateway no longer offered after the sandbox was switched off, a provider answering
 * nonsense) is logged and counted as 'error', and the batch goes on: one bad row must not keep
 * every payment behind it from being settled, run after run.
 */
async function eachOf<T extends { reference: string }>(
  items: T[],
  outcomes: Record<string, number>,
  work: (item: T) => Promise<string | string[] | undefined>,
) {
  const count = (kind: string) => (outcomes[kind] = (outcomes[kind] ?? 0) + 1)
  for (const item of items) {
    try {
      for (const kind of [(await work(item)) ?? []].flat()) count(kind)
    } catch (error) {
      console.error(`reconciliation of ${item.reference} failed:`, error)
      count('error')
    }
  }
}

export async function reconcilePayments(deps: AppDeps): Promise<ReconciliationReport | undefined> {
  return withAdvisoryLock(deps.db, JOB_LOCKS.reconciliation, async (conn) => {
    const scoped: AppDeps = { ...deps, db: conn }
    const now = deps.clock.now()
    const since = new Date(now.getTime() - LOOK_BACK_MS)
    // Each run asks a bounded batch, those asked longest ago first: N open payments are all
    // reached within ceil(N / RECONCILIATION_BATCH) runs, and one opened since the last run in
    // the next.
    const open = await unsettledPayments(conn, since, RECONCILIATION_BATCH, now)
    const outcomes: Record<string, number> = {}
    await eachOf(open, outcomes, async (payment) => {
      // Every gateway the booking was opened with: it may have been paid at an earlier one.
      const result = await reconcileBooking(
        scoped,
        payment.reference,
        payment.gateway,
        payment.gateways,
      )
      return result === 'unreachable' ? 'unreachable' : result?.kind
    })
    const fundings = await unsettledFundings(conn, since, RECONCILIATION_BATCH, now)
    await eachOf(fundings, outcomes, async (row) => {
      const funding = await verifyFunding(scoped, row.reference)
      return funding === 'unreachable' ? 'unreachable' : `funding-${funding.Status}`
    })
    // Settled through one gateway with a checkout left open at another: a payment made there
    // whose return page never came goes back (a booking) or is credited (a funding, also one
    // that failed at its last checkout).
    const settled = await settledWithOtherCheckouts(conn, since, RECONCILIATION_BATCH, now)
    await eachOf(settled, outcomes, async (payment) => {
      const found = await settleOtherCheckouts(
        scoped,
        payment.reference,
        payment.gateway,
        payment.gateways,
      )
      return found.map((result) =>
        'paidTwice' in result ? `paid-twice-${result.paidTwice}` : result.kind,
      )
    })
    const closed = await settledFundingsWithOtherCheckouts(conn, since, RECONCILIATION_BATCH, now)
    await eachOf(closed, outcomes, async (row) => {
      await verifyFunding(scoped, row.reference)
      return undefined
    })
    return {
      checked: open.length + fundings.length + settled.length + closed.length,
      outcomes,
    }
  })
}
