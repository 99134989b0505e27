import type { AppDeps } from '#server/http/env.ts'
import type { BillsSwitch } from './bills-switch.ts'
import { createSandboxSwitch } from './sandbox-switch.ts'

// DESIGN §1: the sandbox switch by default. A real switch is chosen by configuration once its
// adapter exists (README: not built yet).
export function billsSwitch(_deps: AppDeps): BillsSwitch {
  return createSandboxSwitch()
}
