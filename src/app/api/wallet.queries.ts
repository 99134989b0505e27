import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  FundingSchema,
  TransactionPageSchema,
  VirtualAccountSchema,
  WalletSchema,
  walletEnvelopeSchema,
} from '#shared/contract/wallet.ts'
import { ConfirmResponse } from '#shared/contract/payment.ts'
import { TicketSchema } from '#shared/contract/booking.ts'
import { getUser } from '#app/lib/session.ts'
import { ApiError, exchange, request, type RequestOptions } from './http.ts'
import { scopedToken } from './scoped-token.ts'

// SPEC §7 Wallet calls: their own token (SPEC §6, from /connect/token with the customer's
// session) and their own envelope, { Status, Payload, Errors }. The PIN is never stored: it
// lives in memory for the one call that needs it (README, Wallet).

const UNEXPECTED = 'Unexpected response from the server, please try again.'

const walletToken = scopedToken('wallet', '/connect/token', 'client_credentials', UNEXPECTED)

async function walletCall<S extends v.GenericSchema>(
  path: string,
  payload: S,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<v.InferOutput<S>> {
  const call = async () => exchange('wallet', path, { ...options, token: await walletToken.get() })
  let answer = await call()
  if (answer.status === 401) {
    walletToken.forget()
    answer = await call()
  }
  const envelope = v.safeParse(walletEnvelopeSchema(v.unknown()), answer.json)
  if (!envelope.success) throw new ApiError(answer.status, UNEXPECTED)
  if (!answer.ok)
    throw new ApiError(
      answer.status,
      envelope.output.Errors[0] ?? UNEXPECTED,
      String(answer.status),
    )
  const parsed = v.safeParse(payload, envelope.output.Payload)
  if (!parsed.success) throw new ApiError(answer.status, UNEXPECTED)
  return parsed.output
}

export const walletKeys = {
  all: ['wallet'] as const,
  mine: () => [...walletKeys.all, getUser()?.CustomersId] as const,
  transactions: (page: number) => [...walletKeys.mine(), 'transactions', page] as const,
}

/** The wallet, or null when the customer has none yet ('Wallet does not exist', SPEC §8). */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.mine(),
    queryFn: async () => {
      try {
        return await walletCall('/api/WalletApi/GetUserWallet', WalletSchema)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    staleTime: 0,
  })

export const TRANSACTIONS_PAGE_SIZE = 10

export const transactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.transactions(page),
    queryFn: () =>
      walletCall(
        `/api/WalletApi/Transactions?page=${page}&pageSize=${TRANSACTIONS_PAGE_SIZE}`,
        TransactionPageSchema,
      ),
    staleTime: 0,
  })

const Text = v.string()

export const walletApi = {
  create: () => walletCall('/api/WalletApi/CreateWallet', WalletSchema, { body: {} }),
  sendOtp: (OtpType: 'CreatePin' | 'ChangePin' | 'ResetPin') =>
    walletCall('/api/v2/WalletApi/GenerateOtp', Text, { body: { OtpType } }),
  createPin: (Pin: string, Otp: string) =>
    walletCall('/api/WalletApi/CreatePin', Text, { body: { Pin, Otp } }),
  changePin: (OldPin: string, NewPin: string, Otp: string) =>
    walletCall('/api/WalletApi/ChangePin', Text, { body: { OldPin, NewPin, Otp } }),
  resetPin: (NewPin: string, Otp: string) =>
    walletCall('/api/WalletApi/ResetPin', Text, { body: { NewPin, Otp } }),
  createFunding: (Amount: number) =>
    walletCall(
      '/api/PaymentApi/CreatePayment',
      v.object({ Reference: v.string(), Amount: v.number() }),
      {
        body: {
          Amount,
          FundingSource: 1,
          PaymentChannel: 1,
          Currency: 'ngn',
          Narration: 'Fund wallet',
        },
      },
    ),
  virtualAccount: (Reference: string) =>
    walletCall('/api/WalletApi/VirtualAccount', VirtualAccountSchema, { body: { Reference } }),
  /** SPEC §7 DebitWallet (bills): 'Successful' in Description when the money is taken. */
  debit: (Amount: number, Reference: string, Pin: string, TransactionDesc: string) =>
    walletCall(
      '/api/WalletApi/DebitWallet',
      v.object({ Description: v.string(), AvailableBalance: v.number() }),
      { body: { Amount, Reference, Pin, TransactionDesc } },
    ),
  verifyFunding: (reference: string) =>
    walletCall(
      `/api/PaymentApi/VerifyPaystackRef?paymentreference=${encodeURIComponent(reference)}`,
      FundingSchema,
    ),
}

/** SPEC §7 ProcessWalletPayment: the ticket, or an ApiError with the server's message. */
export async function payBookingFromWallet(refCode: string, pin: string, walletType: number) {
  const { data } = await request('payment', '/Payment/ProcessWalletPayment', ConfirmResponse, {
    body: { refCode, pin, walletType },
  })
  return v.parse(TicketSchema, data)
}
