import type { AppDeps } from '#server/http/env.ts'
import { expireLapsedHolds } from './hold-expiry.ts'
import { reconcilePayments } from './reconciliation.ts'
import { settleBills } from './bills-settlement.ts'

// Holds are checked every minute (a seat is back on sale within a minute of its hold lapsing;
// the booking call also releases lapsed holds on the seats it wants); pending payments are
// re-verified every five minutes; pending bills are asked again every minute.
const MINUTE = 60_000

export function startPaymentJobs(deps: AppDeps) {
  const report = (name: string) => (error: unknown) => console.error(`${name} failed`, error)
  const expiry = setInterval(() => {
    expireLapsedHolds(deps.db, deps.clock.now()).catch(report('hold expiry'))
  }, MINUTE)
  const reconcile = setInterval(() => {
    reconcilePayments(deps).catch(report('reconciliation'))
  }, 5 * MINUTE)
  const billsJob = setInterval(() => {
    settleBills(deps).catch(report('bills settlement'))
  }, MINUTE)
  expiry.unref()
  reconcile.unref()
  billsJob.unref()
  return {
    stop: () => {
      clearInterval(expiry)
      clearInterval(reconcile)
      clearInterval(billsJob)
    },
  }
}
