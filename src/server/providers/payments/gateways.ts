import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppDeps } from '../../http/env.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { createFlutterwaveGateway } from './flutterwave.ts'
import { createPaystackGateway } from './paystack.ts'
import { createSandboxGateway } from './sandbox-gateway.ts'

// DESIGN §1: sandbox by default; the real adapter when its secret key is configured. Only
// Paystack and Flutterwave publish an API we call; the others stay sandboxed until they do.

export function paymentGateway(deps: AppDeps, key: GatewayKey): PaymentGateway {
  const { config } = deps
  if (key === 'paystack' && config.PAYSTACK_SECRET_KEY)
    return createPaystackGateway(config.PAYSTACK_BASE_URL, config.PAYSTACK_SECRET_KEY)
  if (key === 'flutterwave' && config.FLUTTERWAVE_SECRET_KEY)
    return createFlutterwaveGateway(config.FLUTTERWAVE_BASE_URL, config.FLUTTERWAVE_SECRET_KEY)
  return createSandboxGateway(key, deps.db, deps.clock)
}
