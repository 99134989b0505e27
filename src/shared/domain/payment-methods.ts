// SPEC §4 Payment method ids and the gateways behind them. The callback path is the app route of
// SPEC §2 the provider returns the browser to, with that provider's own query parameter.

export const PAYMENT_METHOD = {
  cashbackWallet: 1,
  paystack: 5,
  flutterwave: 8,
  wallet: 23,
  budpay: 25,
  bankTransfer: 26,
  nomba: 28,
  bnpl: 29,
  moniepoint: 30,
  opay: 31,
} as const

export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD]

/** Gateways that take the money outside Waka (the wallet ones are the wallet issue's). */
export const GATEWAY_KEYS = [
  'paystack',
  'flutterwave',
  'budpay',
  'aza',
  'nomba',
  'bnpl',
  'moniepoint',
  'opay',
] as const
export type GatewayKey = (typeof GATEWAY_KEYS)[number]

export interface GatewayInfo {
  key: GatewayKey
  methodId: PaymentMethodId
  /** The provider's name as the traveller sees it. */
  name: string
  /** SPEC §2 payment route the provider returns to, and its query parameter. */
  callbackPath: string
  referenceParam: string
}

export const GATEWAYS: Record<GatewayKey, GatewayInfo> = {
  paystack: gateway('paystack', 5, 'Paystack', '/call-back', 'reference'),
  flutterwave: gateway('flutterwave', 8, 'Flutterwave', '/flutter-pay', 'tx_ref'),
  budpay: gateway('budpay', 25, 'BudPay', '/bud-pay', 'reference'),
  aza: gateway('aza', 26, 'Bank Transfer (AzaPay)', '/aza-pay', 'reference'),
  nomba: gateway('nomba', 28, 'Nomba', '/nomba-pay', 'orderReference'),
  bnpl: gateway('bnpl', 29, 'CreditDirect (Buy Now Pay Later)', '/bnpl-call-back', 'reference'),
  moniepoint: gateway('moniepoint', 30, 'Moniepoint', '/monnify-pay', 'paymentReference'),
  opay: gateway('opay', 31, 'OPay', '/opay-callback', 'reference'),
}

function gateway(
  key: GatewayKey,
  methodId: PaymentMethodId,
  name: string,
  callbackPath: string,
  referenceParam: string,
): GatewayInfo {
  return { key, methodId, name, callbackPath, referenceParam }
}

export function gatewayByMethod(methodId: number): GatewayInfo | undefined {
  return Object.values(GATEWAYS).find((g) => g.methodId === methodId)
}

export function isWalletMethod(methodId: number): boolean {
  return methodId === PAYMENT_METHOD.wallet || methodId === PAYMENT_METHOD.cashbackWallet
}

// DESIGN §3 holds: SPEC §9 gives bank transfer 1 hour; card and other gateways hold for 20
// minutes (a checkout page takes a few minutes; longer would keep seats from other travellers).
export const BANK_TRANSFER_HOLD_MINUTES = 60
export const CARD_HOLD_MINUTES = 20

export function holdMinutes(methodId: number): number {
  return methodId === PAYMENT_METHOD.bankTransfer ? BANK_TRANSFER_HOLD_MINUTES : CARD_HOLD_MINUTES
}
