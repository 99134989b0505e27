import type { AppDeps } from '#server/http/env.ts'
import { seed } from '#server/db/seed/seed.ts'
import { startPaymentJobs } from './payment-jobs.ts'
import { sweepRateLimitCounters } from '#server/http/rate-limit.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SWEEP_MS = 5 * 60 * 1000

/** Background work of one process. Each job is idempotent, so several processes may run it. */
export function startJobs(deps: AppDeps) {
  // The schedule rolls forward daily so a server left running always has 28 days of buses.
  const rollSchedule = setInterval(() => {
    seed(deps.db, deps.clock).catch((error: unknown) =>
      console.error('schedule roll failed', error),
    )
  }, DAY_MS / 4)
  rollSchedule.unref()
  const sweepCounters = setInterval(() => {
    sweepRateLimitCounters(deps).catch((error: unknown) =>
      console.error('rate-limit sweep failed', error),
    )
  }, SWEEP_MS)
  sweepCounters.unref()
  const paymentJobs = startPaymentJobs(deps)
  return {
    stop: () => {
      clearInterval(rollSchedule)
      clearInterval(sweepCounters)
      paymentJobs.stop()
    },
  }
}
