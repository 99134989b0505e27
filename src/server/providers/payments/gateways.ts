import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { GATEWAY_KEYS, gatewayByMethod, type GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, RequestError } from '#server/http/respond.ts'
import {
  ProviderUnavailable,
  type InitializeInput,
  type InitializeResult,
  type PaymentGateway,
} from './payment-gateway.ts'
import { createFlutterwaveGateway } from './flutterwave.ts'
import { createPaystackGateway } from './paystack.ts'
import { createSandboxGateway } from './sandbox-gateway.ts'

// DESIGN §1: sandbox by default; the real adapter when its secret key is configured. Only
// Paystack and Flutterwave publish an API we call; the others stay sandboxed until they do.

/** How a gateway is served: its real API, our sandbox, or not at all (SANDBOX_PAYMENTS=off). */
export function gatewayMode(
  { config }: Pick<AppDeps, 'config'>,
  key: GatewayKey,
): 'live' | 'sandbox' | 'off' {
  if (key === 'paystack' && config.PAYSTACK_SECRET_KEY) return 'live'
  if (key === 'flutterwave' && config.FLUTTERWAVE_SECRET_KEY) return 'live'
  return config.SANDBOX_PAYMENTS === 'on' ? 'sandbox' : 'off'
}

/** Some gateway can take a payment (with none, only a wallet already holding money can pay). */
export const anyGatewayOffered = (deps: Pick<AppDeps, 'config'>) =>
  GATEWAY_KEYS.some((key) => gatewayMode(deps, key) !== 'off')

/**
 * A booking or hire names the way it will be paid: a gateway that is not offered is refused
 * before any seat or bus is held for it (tester M: seats were held for a payment every checkout
 * then refused).
 */
export function refuseGatewayNotOffered(deps: Pick<AppDeps, 'config'>, methodId: number) {
  const gateway = gatewayByMethod(methodId)
  if (gateway && gatewayMode(deps, gateway.key) === 'off')
    throw badRequest(m.paymentMethodNotOffered)
}

/**
 * A checkout is opened only at a gateway this deployment offers, and that is checked before
 * anything records the gateway (a booking's way to pay, a funding's or a bill's gateways): one
 * recorded and then refused would be asked about by every verification and job after it.
 */
export function refuseKeyNotOffered(deps: Pick<AppDeps, 'config'>, key: GatewayKey) {
  if (gatewayMode(deps, key) === 'off') throw badRequest(m.paymentMethodNotOffered)
}

export function paymentGateway(deps: AppDeps, key: GatewayKey): PaymentGateway {
  const { config } = deps
  const mode = gatewayMode(deps, key)
  if (mode === 'off') throw badRequest(m.paymentMethodNotOffered)
  if (mode === 'live' && key === 'paystack' && config.PAYSTACK_SECRET_KEY)
    return createPaystackGateway(config.PAYSTACK_BASE_URL, config.PAYSTACK_SECRET_KEY)
  if (mode === 'live' && key === 'flutterwave' && config.FLUTTERWAVE_SECRET_KEY)
    return createFlutterwaveGateway(config.FLUTTERWAVE_BASE_URL, config.FLUTTERWAVE_SECRET_KEY)
  return createSandboxGateway(key, deps.db, deps.clock)
}

/**
 * What the gateway says of a reference, for the jobs: null when it cannot be asked, for whatever
 * reason (unreachable, an answer it cannot read, or a gateway this deployment no longer offers,
 * e.g. a sandbox checkout left open when SANDBOX_PAYMENTS went off). A job skips that row, and
 * goes on with the others.
 */
export async function verifyIfAskable(deps: AppDeps, key: GatewayKey, reference: string) {
  try {
    return await paymentGateway(deps, key).verify(reference)
  } catch (error) {
    console.error(`could not ask ${key} about ${reference}:`, error)
    return null
  }
}

/**
 * Opens the gateway's checkout for bookings, wallet fundings and bills alike. A provider that
 * cannot be reached is logged and answered with SPEC §8's initiation failure (502).
 */
export async function startCheckout(
  deps: AppDeps,
  key: GatewayKey,
  input: InitializeInput,
): Promise<InitializeResult> {
  try {
    return await paymentGateway(deps, key).initialize(input)
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error
    console.error(error.message)
    throw new RequestError(502, 'Error while processing your request.')
  }
}
