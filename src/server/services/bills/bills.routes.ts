import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { CustomerValidationRequest, PayAdviceRequest } from '#shared/contract/bills.ts'
import { IntLike } from '#shared/contract/envelope.ts'
import { NETWORK_BILLER, networkOf } from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { bearerToken, requireCustomer, type CustomerEnv } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { badRequest, fail, RequestError } from '#server/http/respond.ts'
import { jsonBody, parse } from '#server/http/validate.ts'
import {
  billsNotOffered,
  billsOffered,
  billsSwitch,
} from '#server/providers/bills/bills-switches.ts'
import { issueScopedToken, TOKEN_LIFETIME, verifyCustomerToken } from '#server/security/tokens.ts'
import { billsOf, generateReference, sendPayAdvice } from './bills.service.ts'

// SPEC §7 Bills calls. Every call but /token carries the bills token (SPEC §6: bills need a
// token), issued to the signed-in customer; answers carry `payload` as SPEC reads them.
export const billsRoutes = new Hono<AppEnv>()

type BillsEnv = AppEnv & { Variables: { billsCustomer: number } }

const requireBillsToken = createMiddleware<BillsEnv>(async (c, next) => {
  const token = bearerToken(c)
  const verified = token ? await verifyCustomerToken(c.get('deps'), 'bills', token) : null
  if (!verified) return fail(c, 401, messages.sessionExpired)
  c.set('billsCustomer', verified.customerId)
  await next()
})

const answer = (c: Context, payload: unknown, shortDescription = 'Successful') =>
  c.json({ code: '1', shortDescription, payload })

// SPEC §7 POST /token (password grant). The browser keeps no password after sign-in, so the
// bills token is issued to the customer's own access token (as the wallet's is, DESIGN §5).
billsRoutes.post('/token', requireCustomer, async (c: Context<CustomerEnv>) => {
  const { token } = await issueScopedToken(c.get('deps'), c.get('customer'), 'bills')
  return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME.bills })
})

billsRoutes.post('/PaymentInfo/GenerateReference', requireBillsToken, async (c) => {
  // No bill begins (and no wallet is debited for one) where no switch could pay it.
  if (!billsOffered(c.get('deps'))) throw new RequestError(503, billsNotOffered)
  const reference = await generateReference(c.get('deps'), c.get('billsCustomer'))
  return answer(c, { transactionReference: reference })
})

billsRoutes.get('/api/CustomerTransactions/GetTransactionByEmail', requireBillsToken, async (c) =>
  answer(c, await billsOf(c.get('deps'), c.get('billsCustomer'))),
)

billsRoutes.get('/api/quickteller/getcategory', requireBillsToken, async (c) =>
  answer(c, { categorys: await billsSwitch(c.get('deps')).categories() }),
)

billsRoutes.get('/api/quickteller/billers', requireBillsToken, async (c) =>
  answer(c, { billers: await billsSwitch(c.get('deps')).billers() }),
)

const CategoryQuery = v.object({ CategoryId: v.pipe(IntLike, v.minValue(1), v.maxValue(99)) })
billsRoutes.get('/api/quickteller/GetBillersByCategory', requireBillsToken, async (c) => {
  const { CategoryId } = parse(CategoryQuery, {
    CategoryId: c.req.query('CategoryId') ?? c.req.query('categoryid') ?? c.req.query('categoryId'),
  })
  const billers = await billsSwitch(c.get('deps')).billers()
  return answer(c, { billers: billers.filter((b) => b.categoryid === CategoryId) })
})

const BillerQuery = v.object({ billerId: v.pipe(IntLike, v.minValue(1)) })
billsRoutes.get('/api/quickteller/GetBillerPaymentItems', requireBillsToken, async (c) => {
  const { billerId } = parse(BillerQuery, {
    billerId: c.req.query('billerId') ?? c.req.query('billerid') ?? c.req.query('BillerId'),
  })
  const sw = billsSwitch(c.get('deps'))
  if (!(await sw.billers()).some((b) => b.billerid === billerId))
    throw badRequest('Unknown biller.')
  return answer(c, { paymentitems: await sw.paymentItems(billerId) })
})

billsRoutes.post('/api/quickteller/CustomerValidation', requireBillsToken, async (c) => {
  const body = await jsonBody(c, CustomerValidationRequest)
  const [customer] = body.customers
  const result = await billsSwitch(c.get('deps')).validateCustomer(
    customer!.customerId,
    customer!.paymentCode,
  )
  return answer(c, {
    customers: [
      {
        customerId: customer!.customerId,
        paymentCode: customer!.paymentCode,
        responseCode: result.responseCode,
        fullName: result.fullName,
      },
    ],
  })
})

billsRoutes.post('/api/quickteller/SendPayAdvice', requireBillsToken, async (c) => {
  const advice = await jsonBody(c, PayAdviceRequest)
  const bill = await sendPayAdvice(c.get('deps'), c.get('billsCustomer'), advice)
  return answer(c, bill, bill.message ?? 'Successful')
})

// SPEC §7 GET /lookup (phone; data.network): the network from the number's prefix.
billsRoutes.get('/lookup', requireBillsToken, async (c) => {
  const phone = c.req.query('phone') ?? ''
  const network = networkOf(phone)
  if (!network) throw badRequest('We could not tell the network of this number; please pick it.')
  return c.json({
    code: '1',
    shortDescription: 'Successful',
    data: { network, billerId: NETWORK_BILLER[network] },
  })
})

// SPEC §7 POST /wp-json/api/v1 (VTU): an airtime top-up by network, paid like any bill.
const VtuRequest = v.object({
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(\+?234|0)\d{10}$/, 'must be a Nigerian number')),
  network: v.picklist(Object.keys(NETWORK_BILLER) as (keyof typeof NETWORK_BILLER)[]),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentMethod: PayAdviceRequest.entries.paymentMethod,
  requestReference: PayAdviceRequest.entries.requestReference,
})
billsRoutes.post('/wp-json/api/v1', requireBillsToken, async (c) => {
  const body = await jsonBody(c, VtuRequest)
  const digits = body.phone.replace(/\D/g, '')
  const local = digits.startsWith('234') ? `0${digits.slice(3)}` : digits
  const bill = await sendPayAdvice(c.get('deps'), c.get('billsCustomer'), {
    amount: body.amount,
    customerId: local,
    customerMobile: local,
    paymentCode: `${NETWORK_BILLER[body.network]}01`,
    paymentMethod: body.paymentMethod,
    requestReference: body.requestReference,
  })
  return answer(c, bill, bill.message ?? 'Successful')
})
