import type { Generated } from 'kysely'
import type { Json, Timestamp } from './column-types.ts'

// Enquiries (migration 0400-enquiries): what travellers and partners send in.

export interface SubmissionKeysTable {
  key: string
  kind: string
  record_id: number
  created_at: Timestamp
}

export interface CustomerFeedbacksTable {
  id: Generated<number>
  category: number
  customer_name: string
  phone_number: string
  email: string
  subject: string
  body: string
  customer_id: number | null
  created_at: Timestamp
}

export interface PartnerEnquiriesTable {
  id: Generated<number>
  partner_type: number
  name: string
  company_name: string | null
  company_rc_number: string | null
  business_address: string | null
  phone_number: string
  email: string
  state: string
  inspection_location: string
  number_of_vehicles: number
  vehicles: Json
  created_at: Timestamp
}

export interface SuggestedRoutesTable {
  id: Generated<number>
  departure_state: string
  departure_location: string
  arrival_state: string
  arrival_location: string
  full_name: string | null
  email: string | null
  phone_number: string | null
  customer_id: number | null
  created_at: Timestamp
}

export interface RatingsTable {
  id: Generated<number>
  seat_management_id: number
  ratings_type: number
  rating: number
  comment: string
  issues: Json
  customer_id: number | null
  created_at: Timestamp
}

export interface AmbassadorsTable {
  id: number
  first_name: string
  last_name: string
  email: string | null
  phone_number: string | null
  tier: Generated<number>
  verification_id: string
  deleted_at: Timestamp | null
  retain_until: Timestamp | null
}

export interface AmbassadorUpgradesTable {
  id: Generated<number>
  ambassador_id: number
  first_name: string
  last_name: string
  phone_number: string
  email: string
  address: string
  nin: string
  occupation: string
  office_address: string
  verified_at: Timestamp | null
  created_at: Timestamp
}

/** The enquiries half of `DB` (schema.ts merges it in). */
export interface EnquiriesDB {
  ambassadors: AmbassadorsTable
  ambassador_upgrades: AmbassadorUpgradesTable
  submission_keys: SubmissionKeysTable
  customer_feedbacks: CustomerFeedbacksTable
  partner_enquiries: PartnerEnquiriesTable
  suggested_routes: SuggestedRoutesTable
  ratings: RatingsTable
}
