import type { Generated } from 'kysely'
import type { Timestamp } from './column-types.ts'

// The wallet (migration 0500-wallet; its ledger entries are declared in schema.ts) and the
// bill payments it and the cards pay for (migration 0600-bills).

export interface WalletsTable {
  id: Generated<number>
  customer_id: number
  /** argon2id of the 4-digit PIN; null until the PIN is set. */
  pin_hash: string | null
  failed_pin_attempts: Generated<number>
  /** Set by the third wrong PIN; a reset by OTP clears it. */
  locked_at: Timestamp | null
  created_at: Timestamp
}

export type FundingStatus = 'created' | 'initialized' | 'credited' | 'failed' | 'cancelled'

export interface WalletFundingsTable {
  reference: string
  customer_id: number
  amount_kobo: number
  gateway: string | null
  status: Generated<FundingStatus>
  paid_kobo: number | null
  created_at: Timestamp
  expires_at: Timestamp
  settled_at: Timestamp | null
}

export interface WalletDB {
  wallets: WalletsTable
  wallet_fundings: WalletFundingsTable
  bill_payments: BillPaymentsTable
}

// Bill payments (migration 0600-bills).

export type BillStatus =
  'created' | 'initialized' | 'paid' | 'pending' | 'success' | 'failed' | 'refunded'

export interface BillPaymentsTable {
  reference: string
  customer_id: number
  status: Generated<BillStatus>
  /** 'wallet' or the card gateway's key. */
  method: string | null
  category_id: number | null
  biller_id: number | null
  biller_name: string | null
  payment_code: string | null
  item_name: string | null
  /** Phone, meter or smart-card number. */
  customer_ref: string | null
  customer_mobile: string | null
  amount_kobo: number | null
  fee_kobo: Generated<number>
  charged_kobo: number | null
  token: string | null
  switch_ref: string | null
  message: string | null
  created_at: Timestamp
  updated_at: Timestamp
}
