import type { Generated } from 'kysely'
import type { CreatedAt, Timestamp } from './column-types.ts'
import type { EnquiriesDB } from './schema-enquiries.ts'
import type { WalletDB } from './schema-wallet.ts'

// Kysely table types. One interface per table, named as the table; DB maps names to them.
// Money columns end in _kobo (integers; INT8 is parsed as a number in database.ts); timestamps
// are timestamptz in UTC; DATE columns are Lagos calendar days as 'yyyy-mm-dd' strings.

// The enquiries tables live in schema-enquiries.ts (this file stays under 400 lines).
export type * from './schema-enquiries.ts'

/** SPEC §3 Terminal: ~33 static bus terminals, one in Ghana for the international route. */
export interface TerminalsTable {
  id: number
  name: string
  state: string
  address: string
  phone_number: string
  email: string
  latitude: number
  longitude: number
  logo: string | null
  country_code: 'NG' | 'GH'
}

/** SPEC §3 vehicleModel: the name picks the client's image; seat_count picks the seat layout. */
export interface VehicleModelsTable {
  id: number
  name: string
  seat_count: number
  vehicle_name: string
}

/** A directed terminal pair; name is 'A==>B' with terminal names (SPEC §3 routeName). */
export interface RoutesTable {
  id: number
  departure_terminal_id: number
  destination_terminal_id: number
  name: string
  is_international: boolean
}

export interface RouteFaresTable {
  route_id: number
  vehicle_model_id: number
  fare_kobo: number
}

/** The daily timetable of a route, expanded into vehicle_trips by the seed for 28 days. */
export interface RouteDeparturesTable {
  route_id: number
  vehicle_model_id: number
  /** Lagos local time, 'HH:mm'. */
  departure_time: string
  is_sub: boolean
  cash_back_kobo: number
}

/** One bus on one day: id is the vehicleTripRegistrationId, `T-<route>-<yyyymmdd>-<hhmm>-<model>`. */
export interface VehicleTripsTable {
  id: string
  route_id: number
  vehicle_model_id: number
  departure_date: string
  departure_at: Timestamp
  fare_kobo: number
  total_seats: number
  is_sub: boolean
  cash_back_kobo: number
}

/** SPEC §3 travelDocumentFeesInfo: markup per identification type on an international route. */
export interface TravelDocumentFeesTable {
  route_id: number
  travel_document_id: number
  document_type: string
  markup_kobo: number
}

export interface PopularRoutesTable {
  id: number
  route_id: number
  rank: number
}

/** SPEC §4 booking status: 0 Pending, 1 Confirmed, others cancelled/expired/failed. */
export interface BookingsTable {
  id: string
  reference_code: string
  status: number
  /** While pending, the seats are held until this instant (DESIGN §3). */
  hold_expires_at: Timestamp | null
  created_at: CreatedAt
}

/** A sold or held seat; UNIQUE (vehicle_trip_id, seat_number) means sold at most once (DESIGN §3). */
export interface BookingSeatsTable {
  id: Generated<number>
  booking_id: string
  vehicle_trip_id: string
  seat_number: number
  created_at: CreatedAt
}

export interface DB {
  terminals: TerminalsTable
  vehicle_models: VehicleModelsTable
  routes: RoutesTable
  route_fares: RouteFaresTable
  route_departures: RouteDeparturesTable
  vehicle_trips: VehicleTripsTable
  travel_document_fees: TravelDocumentFeesTable
  popular_routes: PopularRoutesTable
  bookings: BookingsTable
  booking_seats: BookingSeatsTable
}

// Accounts (migration 0100-accounts). Declared as a second `DB` so the two halves merge.

/** SPEC §3 Customer session, stored. phone_number is '+234…'; email is lower-cased and verified. */
export interface CustomersTable {
  id: Generated<number>
  phone_number: string
  email: string | null
  password_hash: string
  title: string | null
  first_name: string | null
  last_name: string | null
  /** SPEC §3: 0 male, 1 female, null unknown. */
  gender: number | null
  /** URL of the photo, or null for the default avatar. */
  image: string | null
  is_confirmed: Generated<boolean>
  /** 0 until /login-reg profile completion (SPEC §4 Login). */
  customer_stage: Generated<number>
  next_of_kin_name: string | null
  next_of_kin_phone: string | null
  next_of_kin_gender: number | null
  referral_code: string
  referred_by: number | null
  has_pin: Generated<boolean>
  google_subject: string | null
  created_at: CreatedAt
}

export interface OtpCodesTable {
  id: Generated<number>
  purpose:
    'phone' | 'email' | 'password-reset' | 'ambassador-upgrade' | 'ambassador-delete' | 'wallet-pin'
  target: string
  customer_id: number | null
  code_hash: string
  attempts: Generated<number>
  created_at: Timestamp
  expires_at: Timestamp
  verified_at: Timestamp | null
  consumed_at: Timestamp | null
}

export interface RefreshTokensTable {
  id: string
  family_id: string
  customer_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  rotated_at: Timestamp | null
  revoked_at: Timestamp | null
  /** The token this one was rotated into (1400): a retry after a lost answer gives it up. */
  replaced_by: string | null
}

export interface CustomerPhotosTable {
  id: string
  customer_id: number
  content_type: string
  bytes: Uint8Array
  created_at: Timestamp
}

/** A discount for one booking: percent or amount_kobo, never both (booking redeems it). */
export interface CouponsTable {
  id: Generated<number>
  code: string
  customer_id: number
  percent: number | null
  amount_kobo: number | null
  reason: string
  created_at: Timestamp
  redeemed_at: Timestamp | null
}

export interface OutboxMessagesTable {
  id: Generated<number>
  channel: 'sms' | 'email'
  recipient: string
  subject: string | null
  body: string
  created_at: Timestamp
}

export interface RateLimitCountersTable {
  key: string
  window_start: Timestamp
  hits: number
}

export interface AppSecretsTable {
  name: string
  value: string
}

export interface DB {
  customers: CustomersTable
  otp_codes: OtpCodesTable
  refresh_tokens: RefreshTokensTable
  customer_photos: CustomerPhotosTable
  coupons: CouponsTable
  outbox_messages: OutboxMessagesTable
  rate_limit_counters: RateLimitCountersTable
  app_secrets: AppSecretsTable
}

// Seat booking and payments (migration 0200-bookings-and-payments).

/** Columns 0200 adds to bookings (declaration merging with the one above). */
export interface BookingsTable {
  customer_id: number | null
  trip_type: Generated<number>
  /** SPEC §4 payment method id chosen at checkout. */
  payment_method: Generated<number>
  email: string | null
  /** '+234…': every way of typing a Nigerian number is stored in this one form (issue 15). */
  phone_number: string | null
  next_of_kin_name: string | null
  next_of_kin_phone: string | null
  identification_type: string | null
  outbound_trip_id: string | null
  return_trip_id: string | null
  oneway_amount_kobo: Generated<number>
  return_amount_kobo: Generated<number>
  document_fees_kobo: Generated<number>
  discount_kobo: Generated<number>
  total_amount_kobo: Generated<number>
  coupon_id: number | null
  /** No longer written: check-in (printing) is per leg, booking_passengers.checked_in_at. */
  is_printed: Generated<boolean>
  paid_at: Timestamp | null
  /** The checkout's Idempotency-Key: the same request again gets this booking (migration 1100). */
  idempotency_key: string | null
  /** A digest of the request that key was sent with: another request under it is refused (1300). */
  idempotency_fingerprint: string | null
}

/** The main traveller (position 0) and beneficiaries, one row per leg (0 outward, 1 return). */
export interface BookingPassengersTable {
  id: Generated<number>
  booking_id: string
  leg: number
  position: number
  vehicle_trip_id: string
  seat_number: number
  full_name: string
  gender: number
  identification_number: string | null
  travel_document_id: number | null
  amount_kobo: number
  checked_in_at: Timestamp | null
}

export type PaymentStatus = 'initialized' | 'success' | 'failed' | 'cancelled' | 'refunded'

export interface PaymentsTable {
  id: Generated<number>
  booking_id: string
  reference: string
  gateway: string
  status: PaymentStatus
  amount_kobo: number
  paid_kobo: number | null
  currency: string | null
  checkout_url: string | null
  created_at: Timestamp
  updated_at: Timestamp
  verified_at: Timestamp | null
  /** When the reconciliation job last asked the provider(s) about it (1600). */
  checked_at: Timestamp | null
  /** Every gateway the booking's checkout was opened with, the current one included (1610). */
  gateways: Generated<string[]>
}

export interface PaymentEventsTable {
  id: Generated<number>
  provider: string
  event_id: string
  reference: string
  kind: string
  received_at: Timestamp
}

export interface SandboxPaymentsTable {
  gateway: string
  reference: string
  amount_kobo: number
  paid_kobo: number | null
  email: string
  status: 'pending' | 'success' | 'failed' | 'cancelled'
  callback_url: string | null
  account_no: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface WalletLedgerEntriesTable {
  id: Generated<number>
  reference: string
  customer_id: number
  /** Signed: credits positive, debits negative. */
  amount_kobo: number
  kind: string
  description: string
  /** The customer's pocket: 'main' (method 23) or 'cashback' (method 1). */
  pocket: Generated<'main' | 'cashback'>
  /** The house account on the other side of the entry (double entry, migration 0500). */
  counter_account: Generated<string>
  created_at: Timestamp
}

export interface RefundsDueTable {
  id: Generated<number>
  booking_id: string
  amount_kobo: number
  email: string | null
  phone_number: string | null
  reason: string
  /** The gateway of a second payment refunded (migration 1000); null for the booking's own. */
  gateway: string | null
  created_at: Timestamp
  settled_at: Timestamp | null
}

export interface DB {
  booking_passengers: BookingPassengersTable
  payments: PaymentsTable
  payment_events: PaymentEventsTable
  sandbox_payments: SandboxPaymentsTable
  wallet_ledger_entries: WalletLedgerEntriesTable
  refunds_due: RefundsDueTable
}

// Enquiries (migration 0400-enquiries), declared in schema-enquiries.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the other half in
export interface DB extends EnquiriesDB {}

// The wallet (migration 0500-wallet), declared in schema-wallet.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the other half in
export interface DB extends WalletDB {}
