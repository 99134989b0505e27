import type { AppDeps } from '#server/http/env.ts'
import { JOB_LOCKS, withAdvisoryLock } from '#server/db/advisory-lock.ts'
import {
  refundAbandonedCardBills,
  refundAbandonedWalletBills,
  settlePendingBills,
} from '#server/services/bills/bills.service.ts'
import { refundSecondBillPayments } from '#server/services/bills/bills-paid-twice.service.ts'

// SPEC §4 Bills: a pending advice is settled later, once (success with its token, or a failure
// refunded to the wallet); a card paid, or a wallet debited, for a bill nobody completed goes
// back to the wallet.
export async function settleBills(deps: AppDeps) {
  return withAdvisoryLock(deps.db, JOB_LOCKS.bills, async (conn) => {
    const scoped: AppDeps = { ...deps, db: conn }
    const pending = await settlePendingBills(scoped)
    const abandoned = await refundAbandonedCardBills(scoped)
    const abandonedWallet = await refundAbandonedWalletBills(scoped)
    const paidTwice = await refundSecondBillPayments(scoped)
    return { pending, abandoned, abandonedWallet, paidTwice }
  })
}
