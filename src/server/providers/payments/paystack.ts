import * as v from 'valibot'
import { ProviderUnavailable, type PaymentGateway, type Verification } from './payment-gateway.ts'
import { joinUrl, providerRequest } from './provider-http.ts'

// Paystack's published API (amounts in kobo, Bearer secret key):
//   POST /transaction/initialize → { status, data: { authorization_url, access_code, reference } }
//   GET  /transaction/verify/:reference → { status, data: { status, amount, currency, reference } }

const InitializeAnswer = v.object({
  status: v.literal(true),
  data: v.object({ authorization_url: v.string() }),
})
const VerifyAnswer = v.object({
  status: v.boolean(),
  data: v.optional(
    v.nullable(
      v.object({
        status: v.string(),
        amount: v.number(),
        currency: v.string(),
        reference: v.string(),
      }),
    ),
  ),
})

const PAYSTACK_STATUS: Record<string, Verification['status']> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'cancelled',
}

export function createPaystackGateway(baseUrl: string, secretKey: string): PaymentGateway {
  return {
    key: 'paystack',
    mode: 'live',
    async initialize(input) {
      const { json } = await providerRequest(
        'Paystack',
        joinUrl(baseUrl, '/transaction/initialize'),
        secretKey,
        {
          method: 'POST',
          body: {
            email: input.email,
            amount: input.amountKobo,
            currency: 'NGN',
            reference: input.reference,
            callback_url: input.callbackUrl,
          },
        },
      )
      const answer = v.safeParse(InitializeAnswer, json)
      if (!answer.success) throw new ProviderUnavailable('Paystack', 'initialize refused')
      return { kind: 'redirect', redirectUrl: answer.output.data.authorization_url }
    },
    async verify(reference) {
      const { status, json } = await providerRequest(
        'Paystack',
        joinUrl(baseUrl, `/transaction/verify/${encodeURIComponent(reference)}`),
        secretKey,
        { method: 'GET' },
      )
      const answer = v.safeParse(VerifyAnswer, json)
      if (!answer.success) throw new ProviderUnavailable('Paystack', 'unreadable verify answer')
      const data = answer.output.data
      if (status === 404 || !answer.output.status || !data)
        return { status: 'not-found', amountKobo: 0, currency: 'NGN' }
      // A Paystack reference is only ours if it is the one asked about.
      if (data.reference !== reference)
        return { status: 'not-found', amountKobo: 0, currency: 'NGN' }
      return {
        status: PAYSTACK_STATUS[data.status] ?? 'pending',
        amountKobo: data.amount,
        currency: data.currency,
      }
    },
  }
}
