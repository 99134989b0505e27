import { createHash } from 'node:crypto'
import type { AdviceResult, BillsSwitch, PayAdvice } from './bills-switch.ts'
import { BILLERS, CATEGORIES, PAYMENT_ITEMS } from './sandbox-catalogue.ts'

// The sandbox plays the switch (DESIGN §1) with deterministic test numbers (README, Bills):
// - a meter or smart-card number is valid when it has 10 to 13 digits and does not start with
//   '0000' (e.g. meter 45031234567, smart card 7023456789; 00000000000 is invalid);
// - a customer id (meter, card or phone) ending in 666 fails; ending in 999 is pending, and the
//   settlement job's query then finds it successful;
// - electricity answers a 20-digit token derived from the reference.

export const SANDBOX_SWITCH_NUMBERS = {
  validMeter: '45031234567',
  validSmartCard: '7023456789',
  invalid: '00000000000',
  failsEndingWith: '666',
  pendingEndingWith: '999',
} as const

function tokenFor(reference: string): string {
  const digest = createHash('sha256').update(`token:${reference}`).digest()
  let digits = ''
  for (let i = 0; digits.length < 20; i++) digits += String(digest[i % digest.length]! % 10)
  return digits.match(/.{4}/g)!.join('-')
}

function isElectricity(paymentCode: string) {
  const item = PAYMENT_ITEMS.find((i) => i.paymentCode === paymentCode)
  return BILLERS.find((b) => b.billerid === item?.billerid)?.categoryid === 1
}

function success(reference: string, paymentCode: string): AdviceResult {
  return {
    status: 'success',
    transactionRef: `SBX${reference}`,
    token: isElectricity(paymentCode) ? tokenFor(reference) : null,
    message: 'Transaction Successful',
  }
}

export function createSandboxSwitch(): BillsSwitch {
  return {
    mode: 'sandbox',
    categories: async () => CATEGORIES,
    billers: async () => BILLERS,
    paymentItems: async (billerId) => PAYMENT_ITEMS.filter((i) => i.billerid === billerId),
    async validateCustomer(customerId, paymentCode) {
      const item = PAYMENT_ITEMS.find((i) => i.paymentCode === paymentCode)
      const valid =
        item !== undefined && /^\d{10,13}$/.test(customerId) && !customerId.startsWith('0000')
      return {
        responseCode: valid ? '90000' : '70010',
        fullName: valid ? `SANDBOX CUSTOMER ${customerId.slice(-4)}` : null,
      }
    },
    async sendPayAdvice(advice: PayAdvice) {
      if (advice.customerId.endsWith(SANDBOX_SWITCH_NUMBERS.failsEndingWith))
        return {
          status: 'failed',
          transactionRef: `SBX${advice.requestReference}`,
          token: null,
          message: 'Transaction failed at the biller',
        }
      if (advice.customerId.endsWith(SANDBOX_SWITCH_NUMBERS.pendingEndingWith))
        return {
          status: 'pending',
          transactionRef: `SBX${advice.requestReference}`,
          token: null,
          message: 'Transaction is being processed',
        }
      return success(advice.requestReference, advice.paymentCode)
    },
    query: async (reference, paymentCode) => success(reference, paymentCode),
  }
}
