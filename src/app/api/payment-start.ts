import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import * as messages from '#shared/domain/messages.ts'
import { ApiError, request } from './http.ts'

// SPEC §4 Payment method ids: after the booking is created, each method goes its own way.
// Card-type gateways send the browser to the provider's checkout (the sandbox page by default);
// Flutterwave and BudPay have a hand-off page first; bank transfer has its pending page.

export type PaymentStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'page'; to: '/pay-flutter' | '/pay-budpay' | '/pay-paystack' | '/bankTransferPayment' }

const UrlResponse = envelopeSchema(v.string())
const CheckoutResponse = envelopeSchema(v.record(v.string(), v.unknown()))

/** The provider checkout URL for a redirecting gateway (SPEC §7 Payments initialise calls). */
export async function checkoutUrl(methodId: number, reference: string): Promise<string> {
  switch (methodId) {
    case PAYMENT_METHOD.paystack: {
      const body = { reference, countrycode: 'NG' }
      return (await request('payment', '/api/v1/Paystack/initialize', UrlResponse, { body })).data
    }
    case PAYMENT_METHOD.flutterwave:
      return initialize('/api/v1/Flutterwave/initialize', { reference }, 'checkoutUrl')
    case PAYMENT_METHOD.budpay:
      return initialize('/api/v1/BudPay/initialize', { reference }, 'checkoutUrl')
    case PAYMENT_METHOD.nomba: {
      const body = { order: { orderReference: reference, currency: 'NGN' } }
      return initialize('/api/v1/Nomba/initialize', body, 'checkoutLink')
    }
    case PAYMENT_METHOD.moniepoint: {
      const body = { paymentReference: reference, currencyCode: 'NGN' }
      return initialize('/api/v1/Moniepoint/initialize', body, 'checkoutUrl')
    }
    case PAYMENT_METHOD.opay:
      return initialize('/api/v1/OPay/initialize', { reference, country: 'NG' }, 'cashierUrl')
    case PAYMENT_METHOD.bnpl: {
      const path = `/Payment/InitiateCreditDirectRequest/${encodeURIComponent(reference)}`
      return initialize(path, undefined, 'checkoutUrl')
    }
    default:
      throw new ApiError(0, messages.paymentInitError)
  }
}

async function initialize(path: string, body: unknown, key: string): Promise<string> {
  const { data } = await request('payment', path, CheckoutResponse, { body })
  const url = data[key]
  if (typeof url !== 'string') throw new ApiError(200, messages.paymentInitError)
  return url
}

/** SPEC §4: 8 → /pay-flutter, 25 → /pay-budpay, 26 → the bank-transfer page; others redirect. */
export async function startPayment(methodId: number, reference: string): Promise<PaymentStart> {
  if (methodId === PAYMENT_METHOD.flutterwave) return { kind: 'page', to: '/pay-flutter' }
  if (methodId === PAYMENT_METHOD.budpay) return { kind: 'page', to: '/pay-budpay' }
  if (methodId === PAYMENT_METHOD.bankTransfer) return { kind: 'page', to: '/bankTransferPayment' }
  return { kind: 'redirect', url: await checkoutUrl(methodId, reference) }
}
