import * as v from 'valibot'
import type { AdviceResult, BillsSwitch } from './bills-switch.ts'
import { SwitchUnavailable } from './bills-switch.ts'

// Interswitch Quickteller's bills API (v5), as its public documentation describes it:
//   POST {auth}?grant_type=client_credentials (Basic client id:secret) → { access_token, expires_in }
//   GET  /quicktellerservice/api/v5/services/categories → { BillerCategories: [{ Id, Name }] }
//   GET  /quicktellerservice/api/v5/services → { BillerList: { Category: [{ Id, Billers: [...] }] } }
//   GET  /quicktellerservice/api/v5/services/options?serviceid=… → { PaymentItems: [...] }
//   POST /quicktellerservice/api/v5/Transactions/validatecustomers → { Customers: [...] }
//   POST /quicktellerservice/api/v5/Transactions → { ResponseCode, TransactionRef, … }
//   GET  /quicktellerservice/api/v5/Transactions?requestRef=… → { ResponseCode, … }
// Amounts are kobo. ResponseCode 90000 is success; 90009 and 900A0 mean still processing.

export interface QuicktellerConfig {
  baseUrl: string
  authUrl: string
  clientId: string
  clientSecret: string
  terminalId: string
}

const Token = v.object({ access_token: v.string(), expires_in: v.number() })
const Categories = v.object({
  BillerCategories: v.array(v.object({ Id: v.union([v.number(), v.string()]), Name: v.string() })),
})
const BillerRow = v.object({
  Id: v.union([v.number(), v.string()]),
  Name: v.string(),
  CategoryId: v.union([v.number(), v.string()]),
  ShortName: v.optional(v.string(), ''),
})
const Billers = v.object({
  BillerList: v.object({ Category: v.array(v.object({ Billers: v.array(BillerRow) })) }),
})
const Items = v.object({
  PaymentItems: v.array(
    v.object({
      Id: v.union([v.number(), v.string()]),
      Name: v.string(),
      Amount: v.union([v.number(), v.string()]),
      ItemFee: v.optional(v.union([v.number(), v.string()]), 0),
      PaymentCode: v.string(),
      BillerId: v.union([v.number(), v.string()]),
    }),
  ),
})
const Customers = v.object({
  Customers: v.array(v.object({ ResponseCode: v.string(), FullName: v.optional(v.string()) })),
})
const Transaction = v.object({
  ResponseCode: v.string(),
  TransactionRef: v.optional(v.string(), ''),
  ResponseDescription: v.optional(v.string(), ''),
  // Electricity: the token comes in RechargePIN (or MiscData on some billers).
  RechargePIN: v.optional(v.nullable(v.string())),
  MiscData: v.optional(v.nullable(v.string())),
})

const PENDING = new Set(['90009', '900A0', '09'])

function outcome(answer: v.InferOutput<typeof Transaction>): AdviceResult {
  const status =
    answer.ResponseCode === '90000'
      ? 'success'
      : PENDING.has(answer.ResponseCode)
        ? 'pending'
        : 'failed'
  const token =
    answer.RechargePIN ||
    (answer.MiscData && /\d{16,}/.exec(answer.MiscData.replace(/[\s-]/g, ''))?.[0]) ||
    null
  return {
    status,
    transactionRef: answer.TransactionRef,
    token: status === 'success' ? token : null,
    message: answer.ResponseDescription,
  }
}

/** Access tokens by client id: the switch object is made per call, the token outlives it. */
const tokens = new Map<string, { token: string; expiresAt: number }>()

export function createQuicktellerSwitch(config: QuicktellerConfig): BillsSwitch {
  async function accessToken() {
    const cached = tokens.get(config.clientId)
    if (cached && cached.expiresAt > Date.now()) return cached.token
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
    const json = await send(`${config.authUrl}?grant_type=client_credentials`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    const parsed = v.safeParse(Token, json)
    if (!parsed.success) throw new SwitchUnavailable('token refused')
    const fresh = {
      token: parsed.output.access_token,
      expiresAt: Date.now() + (parsed.output.expires_in - 60) * 1000,
    }
    tokens.set(config.clientId, fresh)
    return fresh.token
  }

  async function send(url: string, init: RequestInit): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
    } catch (error) {
      throw new SwitchUnavailable(error instanceof Error ? error.message : 'unreachable')
    }
    if (response.status >= 500) throw new SwitchUnavailable(`HTTP ${response.status}`)
    return response.json().catch(() => null)
  }

  async function call<S extends v.GenericSchema>(schema: S, path: string, body?: unknown) {
    const json = await send(
      `${config.baseUrl.replace(/\/+$/, '')}/quicktellerservice/api/v5${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          terminalid: config.terminalId,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    )
    const parsed = v.safeParse(schema, json)
    if (!parsed.success) throw new SwitchUnavailable(`unexpected answer from ${path}`)
    return parsed.output
  }

  return {
    mode: 'live',
    async categories() {
      const answer = await call(Categories, '/services/categories')
      return answer.BillerCategories.map((c) => ({
        categoryid: Number(c.Id),
        categoryname: c.Name,
      }))
    },
    async billers() {
      const answer = await call(Billers, '/services')
      return answer.BillerList.Category.flatMap((c) =>
        c.Billers.map((b) => ({
          billerid: Number(b.Id),
          billername: b.Name,
          categoryid: Number(b.CategoryId),
          shortName: b.ShortName,
        })),
      )
    },
    async paymentItems(billerId) {
      const answer = await call(Items, `/services/options?serviceid=${billerId}`)
      return answer.PaymentItems.map((i) => ({
        paymentitemid: String(i.Id),
        paymentitemname: i.Name,
        billerid: Number(i.BillerId),
        amount: Number(i.Amount),
        itemFee: Number(i.ItemFee),
        paymentCode: i.PaymentCode,
      }))
    },
    async validateCustomer(customerId, paymentCode) {
      const answer = await call(Customers, '/Transactions/validatecustomers', {
        customers: [{ PaymentCode: paymentCode, CustomerId: customerId }],
        TerminalId: config.terminalId,
      })
      const first = answer.Customers[0]
      return { responseCode: first?.ResponseCode ?? '70010', fullName: first?.FullName ?? null }
    },
    async sendPayAdvice(advice) {
      const answer = await call(Transaction, '/Transactions', {
        TerminalId: config.terminalId,
        paymentCode: advice.paymentCode,
        customerId: advice.customerId,
        customerMobile: advice.customerMobile,
        customerEmail: advice.customerEmail,
        amount: String(advice.amountKobo),
        requestReference: advice.requestReference,
      })
      return outcome(answer)
    },
    async query(reference) {
      const answer = await call(
        Transaction,
        `/Transactions?requestRef=${encodeURIComponent(reference)}`,
      )
      return outcome(answer)
    },
  }
}
