import type { Generated } from 'kysely'
import type { Timestamp } from './column-types.ts'

// The wallet (migration 0500-wallet; its ledger entries are declared in schema.ts) and the
// bill payments it and the cards pay for (migration 0600-bills), and vehicle hire (0700-hire).

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
  /** Every gateway the funding was opened with, the current one included (migration 1000). */
  gateways: Generated<string[]>
  status: Generated<FundingStatus>
  paid_kobo: number | null
  created_at: Timestamp
  expires_at: Timestamp
  settled_at: Timestamp | null
  /** When the reconciliation job last asked its gateways about it (1600). */
  checked_at: Timestamp | null
}

export interface WalletDB {
  wallets: WalletsTable
  wallet_fundings: WalletFundingsTable
  bill_payments: BillPaymentsTable
  hire_requests: HireRequestsTable
  hire_vehicles: HireVehiclesTable
  hire_days: HireDaysTable
  hire_allocations: HireAllocationsTable
  vehicle_positions: VehiclePositionsTable
}

/** The latest position a bus's device reported (migration 0800-tracking). */
export interface VehiclePositionsTable {
  imei: string
  latitude: number
  longitude: number
  speed: number
  reported_at: Timestamp
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
  /** The card gateway a checkout was last opened at, even if the wallet paid in the end. */
  checkout_gateway: string | null
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

// Vehicle hire (migration 0700-hire).

export interface HireRequestsTable {
  booking_id: string
  /** SPEC §3: 0 one way, 1 return. */
  hired_service_type: number
  pickup_place_id: string
  pickup_label: string
  dropoff_place_id: string
  dropoff_label: string
  /** Lagos 'yyyy-mm-dd'. */
  pickup_date: string
  return_date: string | null
  is_sleep_over: boolean
  distance_km: number
  full_name: string
  gender: number
  address: string
}

export interface HireVehiclesTable {
  booking_id: string
  model_id: number
  quantity: number
  fare_kobo: number
  sleep_over_kobo: number
}

export interface HireDaysTable {
  model_id: number
  day: string
}

export interface HireAllocationsTable {
  booking_id: string
  model_id: number
  day: string
  quantity: number
}
