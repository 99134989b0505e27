import * as v from 'valibot'
import { nairaToKobo, koboToNaira } from '#shared/domain/money.ts'
import { ProviderUnavailable, type PaymentGateway, type Verification } from './payment-gateway.ts'
import { joinUrl, providerRequest } from './provider-http.ts'

// Flutterwave v3 (amounts in naira, Bearer secret key):
//   POST /v3/payments → { status: 'success', data: { link } }
//   GET  /v3/transactions/verify_by_reference?tx_ref= → { status, data: { status, amount,
//        currency, tx_ref } }

const InitializeAnswer = v.object({
  status: v.literal('success'),
  data: v.object({ link: v.string() }),
})
const VerifyAnswer = v.object({
  status: v.string(),
  data: v.optional(
    v.nullable(
      v.object({
        status: v.string(),
        amount: v.number(),
        currency: v.string(),
        tx_ref: v.string(),
      }),
    ),
  ),
})

const FLUTTERWAVE_STATUS: Record<string, Verification['status']> = {
  successful: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
}

export function createFlutterwaveGateway(baseUrl: string, secretKey: string): PaymentGateway {
  return {
    key: 'flutterwave',
    mode: 'live',
    async initialize(input) {
      const { json } = await providerRequest(
        'Flutterwave',
        joinUrl(baseUrl, '/v3/payments'),
        secretKey,
        {
          method: 'POST',
          body: {
            tx_ref: input.reference,
            amount: koboToNaira(input.amountKobo),
            currency: 'NGN',
            redirect_url: input.callbackUrl,
            customer: {
              email: input.email,
              name: input.customerName,
              phonenumber: input.phoneNumber,
            },
            customizations: { title: 'Waka bus ticket' },
          },
        },
      )
      const answer = v.safeParse(InitializeAnswer, json)
      if (!answer.success) throw new ProviderUnavailable('Flutterwave', 'initialize refused')
      return { kind: 'redirect', redirectUrl: answer.output.data.link }
    },
    async verify(reference) {
      const url = joinUrl(
        baseUrl,
        `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
      )
      const { json } = await providerRequest('Flutterwave', url, secretKey, { method: 'GET' })
      const answer = v.safeParse(VerifyAnswer, json)
      if (!answer.success) throw new ProviderUnavailable('Flutterwave', 'unreadable verify answer')
      const data = answer.output.data
      if (answer.output.status !== 'success' || !data || data.tx_ref !== reference)
        return { status: 'not-found', amountKobo: 0, currency: 'NGN' }
      return {
        status: FLUTTERWAVE_STATUS[data.status] ?? 'pending',
        amountKobo: nairaToKobo(data.amount),
        currency: data.currency,
      }
    },
  }
}
