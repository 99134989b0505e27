import type { Generated } from 'kysely'
import type { Timestamp } from './column-types.ts'

// The wallet (migration 0500-wallet); its ledger entries are declared in schema.ts.

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
}
