import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  GenericInitializeSchema,
  MoniepointInitializeSchema,
  NombaInitializeSchema,
  OpayInitializeSchema,
  PaystackInitializeSchema,
} from '#shared/contract/payment.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import type { AppEnv } from '#server/http/env.ts'
import { badRequest, ok } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { initializePayment } from './payment-initialize.service.ts'
import { appOrigin } from '#server/http/origin.ts'

// SPEC §7 Payments initialise calls, each answering in its provider's SPEC shape. Flutterwave,
// BudPay and the bank-transfer account have no SPEC path; ours follow the same pattern.
export const initializeRoutes = new Hono<AppEnv>()

async function start(
  c: Context<AppEnv>,
  key: GatewayKey,
  reference: string,
  callback?: string | null,
  amountKobo?: number,
) {
  const started = await initializePayment(c.get('deps'), key, reference, {
    appOrigin: appOrigin(c),
    callbackUrl: callback,
    amountKobo,
  })
  if (started.result.kind !== 'redirect') throw badRequest('Unexpected payment method.')
  return { reference: started.reference, url: started.result.redirectUrl }
}

initializeRoutes.post('/api/v1/Paystack/initialize', async (c) => {
  const body = await jsonBody(c, PaystackInitializeSchema)
  const { url } = await start(c, 'paystack', body.reference, body.callback_url, body.amount)
  return ok(c, url)
})

for (const [path, key] of [
  ['/api/v1/Flutterwave/initialize', 'flutterwave'],
  ['/api/v1/BudPay/initialize', 'budpay'],
] as const) {
  initializeRoutes.post(path, async (c) => {
    const body = await jsonBody(c, GenericInitializeSchema)
    const { reference, url } = await start(c, key, body.reference, body.callbackUrl)
    return ok(c, { reference, checkoutUrl: url })
  })
}

initializeRoutes.post('/api/v1/Nomba/initialize', async (c) => {
  const body = await jsonBody(c, NombaInitializeSchema)
  const { reference, url } = await start(
    c,
    'nomba',
    body.order.orderReference,
    body.order.callbackUrl,
  )
  return ok(c, { orderReference: reference, checkoutLink: url })
})

initializeRoutes.post('/api/v1/Moniepoint/initialize', async (c) => {
  const body = await jsonBody(c, MoniepointInitializeSchema)
  const ref = body.paymentReference || body.reference
  if (!ref) throw badRequest('paymentReference is required')
  const { reference, url } = await start(c, 'moniepoint', ref, body.redirectUrl)
  return ok(c, { requestSuccessful: true, paymentReference: reference, checkoutUrl: url })
})

initializeRoutes.post('/api/v1/OPay/initialize', async (c) => {
  const body = await jsonBody(c, OpayInitializeSchema)
  const { reference, url } = await start(c, 'opay', body.reference, body.callbackUrl)
  return ok(c, { reference, cashierUrl: url })
})

// SPEC §7: the BNPL widget opens with data.publicKey; the sandbox checkout stands in for it.
initializeRoutes.get('/Payment/InitiateCreditDirectRequest/:id', async (c) => {
  const { reference, url } = await start(c, 'bnpl', c.req.param('id'))
  return ok(c, { reference, publicKey: 'sandbox', checkoutUrl: url })
})

// SPEC §3 Bank transfer account (Aza): { bankName, accountName, accountNo, amount }.
initializeRoutes.post('/api/v1/Aza/initialize', async (c) => {
  const body = await jsonBody(
    c,
    v.object({ ref: v.optional(v.string()), reference: v.optional(v.string()) }),
  )
  const ref = body.ref || body.reference
  if (!ref) throw badRequest('ref is required')
  const started = await initializePayment(c.get('deps'), 'aza', ref, { appOrigin: appOrigin(c) })
  if (started.result.kind !== 'bank-account') throw badRequest('Unexpected payment method.')
  const account = started.result.bankAccount
  return ok(c, {
    reference: started.reference,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNo: account.accountNo,
    amount: koboToNaira(account.amountKobo),
    expiresAt: account.expiresAt.toISOString(),
  })
})
