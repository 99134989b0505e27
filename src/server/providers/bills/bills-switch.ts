// DESIGN §1: the bills switch (Interswitch Quickteller in SPEC §7) behind one interface; a
// sandbox (default) or the real adapter by configuration.

export interface Biller {
  billerid: number
  billername: string
  categoryid: number
  shortName: string
}

export interface Category {
  categoryid: number
  categoryname: string
}

export interface PaymentItem {
  paymentitemid: string
  paymentitemname: string
  billerid: number
  /** Kobo; 0 when the customer chooses the amount (airtime, electricity). */
  amount: number
  /** Kobo. */
  itemFee: number
  paymentCode: string
}

export interface Validation {
  /** '90000' when the customer (meter, smart card) exists. */
  responseCode: string
  fullName: string | null
}

export interface PayAdvice {
  paymentCode: string
  customerId: string
  customerMobile: string
  customerEmail: string
  amountKobo: number
  requestReference: string
}

export interface AdviceResult {
  status: 'success' | 'pending' | 'failed'
  /** The switch's own reference, kept for support. */
  transactionRef: string
  /** Electricity: the 20-digit token to key into the meter. */
  token: string | null
  message: string
}

export interface BillsSwitch {
  mode: 'sandbox' | 'live'
  categories: () => Promise<Category[]>
  billers: () => Promise<Biller[]>
  paymentItems: (billerId: number) => Promise<PaymentItem[]>
  validateCustomer: (customerId: string, paymentCode: string) => Promise<Validation>
  sendPayAdvice: (advice: PayAdvice) => Promise<AdviceResult>
  /** A pending advice asked again: the switch's final word, or still pending. */
  query: (requestReference: string, paymentCode: string) => Promise<AdviceResult | null>
}

/** The switch could not be reached or answered nonsense: the caller retries later. */
export class SwitchUnavailable extends Error {
  constructor(detail: string) {
    super(`bills switch: ${detail}`)
    this.name = 'SwitchUnavailable'
  }
}
