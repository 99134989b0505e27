import { Hono, type Context } from 'hono'
import { AzaValidateSchema, OpayVerifySchema } from '#shared/contract/payment.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppEnv } from '#server/http/env.ts'
import { badRequest } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { ProcessWalletPaymentSchema } from '#shared/contract/wallet.ts'
import { requireCustomer, type CustomerEnv } from '#server/http/auth.ts'
import { confirmPayment } from './payment-confirm.service.ts'
import { payBookingWithWallet } from './payment-wallet.service.ts'

// SPEC §7 Payments confirmation calls. Each verifies with its provider before confirming, and
// all answer alike (payment-confirm.service.ts): code '1' with the ticket, or a code saying why.
// SPEC does not give the verbs, so GET and POST both work.
export const processRoutes = new Hono<AppEnv>()

async function answer(c: Context<AppEnv>, key: GatewayKey, reference: string) {
  const result = await confirmPayment(c.get('deps'), key, reference)
  return c.json(result)
}

const byPath: [string, GatewayKey][] = [
  ['/Payment/ProcessPaystackPayment/:ref/:country', 'paystack'],
  ['/Payment/ProcessPaystackPayment/:ref', 'paystack'],
  // SPEC §7: the hire's Paystack confirmation (/call-back-hire); a hire is a booking.
  ['/Payment/ProcessHiredServicePaystackPayment/:ref', 'paystack'],
  ['/Payment/ProcessFlutterWavePayment/:ref', 'flutterwave'],
  ['/Payment/ProcessBudPayPayment/:ref', 'budpay'],
  ['/api/v1/Nomba/processNombaPayment/:ref', 'nomba'],
  ['/api/v1/Moniepoint/processMoniepointPayment/:ref/:currency', 'moniepoint'],
  ['/api/v1/Moniepoint/processMoniepointPayment/:ref', 'moniepoint'],
  // BNPL has no SPEC confirmation path; /bnpl-call-back uses this one.
  ['/Payment/ProcessCreditDirectPayment/:ref', 'bnpl'],
]
for (const [path, key] of byPath) {
  processRoutes.on(['GET', 'POST'], path, (c) => answer(c, key, c.req.param('ref') ?? ''))
}

processRoutes.post('/api/v1/OPay/verify', async (c) => {
  const body = await jsonBody(c, OpayVerifySchema)
  return answer(c, 'opay', body.reference)
})

// SPEC §7: the pending bank-transfer page asks whether the transfer has arrived.
processRoutes.on(['GET', 'POST'], '/api/Webhook/ValidateAzaPayTransaction', async (c) => {
  const fromQuery = c.req.query('ref') ?? c.req.query('reference')
  const body = c.req.method === 'POST' && !fromQuery ? await jsonBody(c, AzaValidateSchema) : {}
  const ref = fromQuery ?? body.ref ?? body.reference
  if (!ref) throw badRequest('ref is required')
  return answer(c, 'aza', ref)
})

// SPEC §7 POST /Payment/ProcessWalletPayment: the signed-in customer's booking, from the wallet.
processRoutes.post(
  '/Payment/ProcessWalletPayment',
  requireCustomer,
  async (c: Context<CustomerEnv>) => {
    const body = await jsonBody(c, ProcessWalletPaymentSchema, { travellerMessages: true })
    const answer = await payBookingWithWallet(c.get('deps'), c.get('customer').id, {
      reference: body.refCode,
      pin: body.pin,
      walletType: Number(body.walletType ?? 23),
    })
    return c.json(answer)
  },
)
