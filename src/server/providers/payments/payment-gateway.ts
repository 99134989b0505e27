import type { GatewayKey } from '#shared/domain/payment-methods.ts'

// DESIGN §1: every payment provider behind one interface; a sandbox (default) or a real adapter.

export interface InitializeInput {
  /** The booking reference: providers call it reference / tx_ref / orderReference. */
  reference: string
  amountKobo: number
  email: string
  customerName: string
  phoneNumber: string
  /** Absolute URL of the SPEC §2 callback page the provider returns the browser to. */
  callbackUrl: string
  /** When the hold lapses (a bank-transfer account expires with it). */
  expiresAt: Date
}

export interface BankAccountDetails {
  bankName: string
  accountName: string
  accountNo: string
  amountKobo: number
  expiresAt: Date
}

export type InitializeResult =
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'bank-account'; bankAccount: BankAccountDetails }

/** What the provider says happened; only 'success' with the right amount and NGN moves value. */
export interface Verification {
  status: 'success' | 'failed' | 'pending' | 'cancelled' | 'not-found'
  amountKobo: number
  currency: string
}

export interface PaymentGateway {
  key: GatewayKey
  mode: 'sandbox' | 'live'
  initialize: (input: InitializeInput) => Promise<InitializeResult>
  verify: (reference: string) => Promise<Verification>
}

/** A provider that could not be reached or answered nonsense: the caller retries later. */
export class ProviderUnavailable extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: ${detail}`)
    this.name = 'ProviderUnavailable'
  }
}
