import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  BillerSchema,
  BillPaymentSchema,
  billsEnvelopeSchema,
  PaymentItemSchema,
  type PayAdvice,
} from '#shared/contract/bills.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { getUser } from '#app/lib/session.ts'
import { ApiError, request } from './http.ts'
import { scopedToken } from './scoped-token.ts'

// SPEC §7 Bills calls with the bills token (SPEC §6), kept in memory only.

const billsToken = scopedToken('bills', '/token', 'password', messages.sessionExpired)

async function billsCall<S extends v.GenericSchema>(
  path: string,
  payload: S,
  body?: unknown,
): Promise<v.InferOutput<S>> {
  const call = async () =>
    request('bills', path, billsEnvelopeSchema(v.unknown()), {
      body,
      token: await billsToken.get(),
    })
  let answer
  try {
    answer = await call()
  } catch (error) {
    // An expired bills token: a fresh one, once.
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    billsToken.forget()
    answer = await call()
  }
  const parsed = v.safeParse(payload, answer.payload)
  if (!parsed.success)
    throw new ApiError(200, 'Unexpected response from the server, please try again.')
  return parsed.output
}

export const billsKeys = {
  all: ['bills'] as const,
  billers: (categoryId: number) => [...billsKeys.all, 'billers', categoryId] as const,
  items: (billerId: number) => [...billsKeys.all, 'items', billerId] as const,
  mine: () => [...billsKeys.all, 'mine', getUser()?.CustomersId] as const,
}

export const billersQueryOptions = (categoryId: 1 | 2) =>
  queryOptions({
    queryKey: billsKeys.billers(categoryId),
    queryFn: () =>
      billsCall(
        `/api/quickteller/GetBillersByCategory?CategoryId=${categoryId}`,
        v.object({ billers: v.array(BillerSchema) }),
      ).then((p) => p.billers),
    staleTime: 60 * 60_000,
  })

export const paymentItemsQueryOptions = (billerId: number) =>
  queryOptions({
    queryKey: billsKeys.items(billerId),
    queryFn: () =>
      billsCall(
        `/api/quickteller/GetBillerPaymentItems?billerId=${billerId}`,
        v.object({ paymentitems: v.array(PaymentItemSchema) }),
      ).then((p) => p.paymentitems),
    staleTime: 60 * 60_000,
    enabled: billerId > 0,
  })

export const myBillsQueryOptions = () =>
  queryOptions({
    queryKey: billsKeys.mine(),
    queryFn: () => billsApi.mine(),
    staleTime: 0,
  })

const Network = v.object({
  network: v.picklist(['MTN', 'Glo', 'Airtel', '9mobile']),
  billerId: v.number(),
})

export const billsApi = {
  /** SPEC §7 GetTransactionByEmail: the signed-in customer's bill payments, newest first. */
  mine: () =>
    billsCall('/api/CustomerTransactions/GetTransactionByEmail', v.array(BillPaymentSchema)),
  /** SPEC §7 GET /lookup: the network of a phone number (data.network). */
  lookup: async (phone: string) => {
    const { data } = await request(
      'bills',
      `/lookup?phone=${encodeURIComponent(phone)}`,
      envelopeSchema(Network),
      { token: await billsToken.get() },
    )
    return data
  },
  validate: (customerId: string, paymentCode: string) =>
    billsCall(
      '/api/quickteller/CustomerValidation',
      v.object({
        customers: v.array(
          v.object({ responseCode: v.string(), fullName: v.nullable(v.string()) }),
        ),
      }),
      { customers: [{ customerId, paymentCode }] },
    ).then((p) => p.customers[0]),
  reference: () =>
    billsCall('/PaymentInfo/GenerateReference', v.object({ transactionReference: v.string() }), {
      userPhone: getUser()?.PhoneNumber ?? '',
    }).then((p) => p.transactionReference),
  payAdvice: (advice: PayAdvice) =>
    billsCall('/api/quickteller/SendPayAdvice', BillPaymentSchema, advice),
}

/** SPEC §7 card initialisation for bills: the amount in kobo, back to /paybill-call-back. */
export async function billCheckoutUrl(reference: string, amountKobo: number) {
  const { data } = await request(
    'payment',
    '/api/v1/Paystack/initialize',
    envelopeSchema(v.string()),
    {
      body: {
        reference,
        amount: amountKobo,
        countrycode: 'NG',
        serviceId: 5,
        callback_url: '/paybill-call-back',
      },
    },
  )
  return data
}
