import { createHash } from 'node:crypto'
import type {
  FeedbackInput,
  PartnerEnquiryInput,
  RatingCheck,
  RatingInput,
  SuggestedRouteInput,
} from '#shared/contract/enquiries.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import * as messages from '#shared/domain/messages.ts'
import { registrationPhoneProblem, toInternationalPhone } from '#shared/domain/phone.ts'
import type { Database } from '#server/db/database.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import { findCustomerById } from '#server/services/onboarding/customer.repository.ts'
import * as store from './enquiries.repository.ts'

// SPEC §7 Other: feedback, partner enquiries, route suggestions and ratings. An offline-queued
// submission carries an idempotency key, so however often it is replayed it is stored once.

export const enquiryMessages = {
  // SPEC §8's own words (messages.ts).
  feedbackReceived: messages.feedbackReceived,
  enquiryReceived: messages.enquiryReceived,
  suggestionReceived: messages.requestSuccessful,
  ratingReceived: messages.ratingThanks,
  seatNotFound: 'We could not find that trip to rate.',
  notYourSeat: 'You can only rate your own trips.',
  notTravelledYet: 'You can rate this trip once the bus has departed.',
  alreadyRated: 'You have already rated this trip.',
  suggestionContact: 'Please enter your full name, e-mail and phone number.',
} as const

class Replayed extends Error {}

/**
 * An idempotency key as kept: one caller's, for one kind of record and one request. A key sent
 * by someone else, to another call, or with another message is another submission, stored too:
 * keys are the client's to choose, and a clash lost a traveller's message (issue 9 review).
 */
function keptKey(
  kind: store.SubmissionKind,
  customerId: number | null,
  input: unknown,
  key: string | null,
): string | null {
  if (!key) return null
  const digest = createHash('sha256').update(JSON.stringify([kind, customerId, input, key]))
  return `${kind}:${digest.digest('base64url')}`
}

/** Stores a record once per idempotency key: a replay answers the first record's id. */
async function storeOnce(
  deps: AppDeps,
  kind: store.SubmissionKind,
  sent: { key: string | null; customerId: number | null; input: unknown },
  insert: (trx: Database) => Promise<number>,
): Promise<number> {
  const key = keptKey(kind, sent.customerId, sent.input, sent.key)
  if (key) {
    const existing = await store.findSubmission(deps.db, key)
    if (existing) return existing.record_id
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await insert(trx)
      if (key && !(await store.claimSubmission(trx, key, kind, id, deps.clock.now()))) {
        throw new Replayed()
      }
      return id
    })
  } catch (error) {
    if (!(error instanceof Replayed) || !key) throw error
    const first = await store.findSubmission(deps.db, key)
    if (!first) throw error
    return first.record_id
  }
}

export function submitFeedback(
  deps: AppDeps,
  input: FeedbackInput,
  customerId: number | null,
  key: string | null,
) {
  return storeOnce(deps, 'feedback', { key, customerId, input }, (trx) =>
    store.insertFeedback(trx, {
      category: input.Category,
      customer_name: input.CustomerName,
      phone_number: input.CustomerPhoneNumber,
      email: input.CustomerEmail,
      subject: input.Subject || '',
      body: input.Body,
      customer_id: customerId,
      created_at: deps.clock.now(),
    }),
  )
}

export function submitPartnerEnquiry(
  deps: AppDeps,
  input: PartnerEnquiryInput,
  key: string | null,
) {
  const corporate = input.PartnerType === 0 ? input : null
  const name = input.PartnerType === 1 ? `${input.FirstName} ${input.LastName}` : input.Name
  return storeOnce(deps, 'enquiry', { key, customerId: null, input }, (trx) =>
    store.insertPartnerEnquiry(trx, {
      partner_type: input.PartnerType,
      name,
      company_name: corporate?.CompanyName ?? null,
      company_rc_number: corporate?.CompanyRcNumber ?? null,
      business_address: corporate?.BusinessAddress ?? null,
      phone_number: input.PhoneNumber,
      email: input.Email.toLowerCase(),
      state: input.State,
      inspection_location: input.InspectionLocation,
      number_of_vehicles: input.NumberOfVehicles,
      vehicles: JSON.stringify(input.Vehicles),
      created_at: deps.clock.now(),
    }),
  )
}

/** SPEC §2: name, e-mail and phone are asked only of a guest; a customer's come from the account. */
export async function suggestRoute(
  deps: AppDeps,
  input: SuggestedRouteInput,
  customerId: number | null,
  key: string | null,
) {
  let contact = {
    full_name: input.FullName || null,
    email: input.Email || null,
    phone: input.PhoneNumber || null,
  }
  if (customerId) {
    const customer = await findCustomerById(deps.db, customerId)
    if (customer) {
      const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ')
      contact = { full_name: name || null, email: customer.email, phone: customer.phone_number }
    }
  } else {
    if (!contact.full_name || !contact.email || !contact.phone) {
      throw badRequest(enquiryMessages.suggestionContact)
    }
    const problem = registrationPhoneProblem(contact.phone)
    if (problem) throw badRequest(problem)
    contact.phone = toInternationalPhone(contact.phone) ?? contact.phone
  }
  return storeOnce(deps, 'suggestion', { key, customerId, input }, (trx) =>
    store.insertSuggestedRoute(trx, {
      departure_state: input.DepartureState,
      departure_location: input.DepartureLocation,
      arrival_state: input.ArrivalState,
      arrival_location: input.ArrivalLocation,
      full_name: contact.full_name,
      email: contact.email,
      phone_number: contact.phone,
      customer_id: customerId,
      created_at: deps.clock.now(),
    }),
  )
}

/** SPEC §7 WebRatingCheck: the customer's own confirmed seat, after the bus has left. */
async function rateableSeat(deps: AppDeps, seatId: number, customerId: number) {
  const seat = await store.seatToRate(deps.db, seatId)
  if (!seat || seat.status !== BOOKING_STATUS.confirmed)
    throw notFound(enquiryMessages.seatNotFound)
  if (seat.customer_id !== customerId) throw new RequestError(403, enquiryMessages.notYourSeat)
  return seat
}

export async function ratingCheck(
  deps: AppDeps,
  seatId: number,
  customerId: number,
): Promise<RatingCheck> {
  const seat = await rateableSeat(deps, seatId, customerId)
  if (seat.departure_at > deps.clock.now()) throw badRequest(enquiryMessages.notTravelledYet)
  return {
    seatManagementId: seat.id,
    bookingReferenceCode: seat.reference_code,
    routeName: seat.route_name,
    departureDate: seat.departure_date,
    seatNumber: seat.seat_number,
    alreadyRated: seat.rated,
  }
}

/** SPEC §3 Rating: all three kinds at once; a seat is rated once (the unique index decides). */
export async function rate(
  deps: AppDeps,
  input: RatingInput,
  customerId: number,
  key: string | null,
) {
  const seat = await rateableSeat(deps, input.seatManagementId, customerId)
  if (seat.departure_at > deps.clock.now()) throw badRequest(enquiryMessages.notTravelledYet)
  return storeOnce(deps, 'rating', { key, customerId, input }, async (trx) => {
    const rows = input.ratings.map((item) => ({
      seat_management_id: seat.id,
      ratings_type: item.ratingsType,
      rating: item.rating,
      comment: item.comment,
      // Follow-up issues are asked only below 4 (SPEC §5).
      issues: JSON.stringify(item.rating < 4 ? item.listofComment : []),
      customer_id: customerId,
      created_at: deps.clock.now(),
    }))
    const inserted = await store.insertRatings(trx, rows)
    if (inserted.length !== rows.length || seat.rated) {
      throw new RequestError(409, enquiryMessages.alreadyRated)
    }
    return inserted[0]!.id
  })
}
