import type { AppDeps } from '#server/http/env.ts'
import { RequestError } from '#server/http/respond.ts'
import { SwitchUnavailable, type BillsSwitch } from './bills-switch.ts'
import { createQuicktellerSwitch } from './quickteller-switch.ts'
import { createSandboxSwitch } from './sandbox-switch.ts'

// DESIGN §1: the sandbox switch by default; Quickteller when its client credentials are set.
// With the sandbox off (a real deployment, where a wallet holds real money) and no Quickteller
// credentials there is no switch: bills are refused before any money moves, never paid for airtime
// or tokens the sandbox makes up.
export function billsSwitch(deps: AppDeps): BillsSwitch {
  const { config } = deps
  if (!billsOffered(deps)) return noSwitch
  if (config.QUICKTELLER_CLIENT_ID && config.QUICKTELLER_CLIENT_SECRET)
    return answerable(
      createQuicktellerSwitch({
        baseUrl: config.QUICKTELLER_BASE_URL,
        authUrl: config.QUICKTELLER_AUTH_URL,
        clientId: config.QUICKTELLER_CLIENT_ID,
        clientSecret: config.QUICKTELLER_CLIENT_SECRET,
        terminalId: config.QUICKTELLER_TERMINAL_ID,
      }),
    )
  return createSandboxSwitch()
}

const unreachable = 'We cannot reach the biller right now. Please try again shortly.'
export const billsNotOffered = 'Bill payments are not available right now.'

/** A real switch is configured, or the sandbox is on. */
export function billsOffered({ config }: AppDeps): boolean {
  return (
    config.SANDBOX_PAYMENTS !== 'off' ||
    Boolean(config.QUICKTELLER_CLIENT_ID && config.QUICKTELLER_CLIENT_SECRET)
  )
}

const refuse = async (): Promise<never> => {
  throw new RequestError(503, billsNotOffered)
}
const noSwitch: BillsSwitch = {
  mode: 'live',
  categories: refuse,
  billers: refuse,
  paymentItems: refuse,
  validateCustomer: refuse,
  sendPayAdvice: refuse,
  // Nothing was ever sent to a switch: a pending bill stays for an operator to settle.
  query: async () => null,
}

/**
 * The catalogue and validation calls answer a 503 the traveller can read when the switch is
 * down; the pay advice and its query keep SwitchUnavailable, which the service settles later.
 */
function answerable(sw: BillsSwitch): BillsSwitch {
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await fn(...args)
      } catch (error) {
        if (error instanceof SwitchUnavailable) {
          console.error(error.message)
          throw new RequestError(503, unreachable)
        }
        throw error
      }
    }
  return {
    ...sw,
    categories: guard(sw.categories),
    billers: guard(sw.billers),
    paymentItems: guard(sw.paymentItems),
    validateCustomer: guard(sw.validateCustomer),
  }
}
