import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import {
  phoneProblem,
  registrationPhoneProblem,
  toInternationalPhone,
} from '#shared/domain/phone.ts'
import {
  FEEDBACK_CATEGORIES,
  INSPECTION_LOCATIONS,
  RATING_COMMENT_MAX,
  NIGERIAN_STATES,
  VEHICLE_COLOURS,
  VEHICLE_MAKERS,
  VEHICLE_MODELS,
  vehicleYears,
} from '#shared/domain/enquiry-options.ts'
import { envelopeSchema, IntLike } from './envelope.ts'
import { personName } from './person-name.ts'
import { tooLong } from './too-long.ts'

// SPEC §3 Feedback, Partner enquiry, Suggested route and Rating; SPEC §7 Other calls.

const required = (message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong(max)))
const Email = v.pipe(
  v.string(messages.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.email(messages.invalidEmail),
  v.maxLength(254, messages.invalidEmail),
)
const picked = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(v.string(message), v.trim(), v.picklist(options, message))

/** SPEC §5 Feedback: category, name, phone, email and message are required. */
export const FeedbackRequest = v.object({
  CustomerName: v.pipe(required('Please enter your name.'), personName('Name')),
  CustomerPhoneNumber: v.pipe(
    required('Please enter your phone number.', 20),
    v.regex(/^\+?[\d\s-]{7,19}$/, 'Please enter a valid phone number.'),
  ),
  CustomerEmail: Email,
  Category: v.pipe(
    IntLike,
    v.picklist(
      FEEDBACK_CATEGORIES.map((c) => c.id),
      'Please choose a category.',
    ),
  ),
  Body: required('Please enter your message.', 4000),
  Subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
})
export type FeedbackInput = v.InferOutput<typeof FeedbackRequest>

// SPEC §5 Partner: every field is required, and a missing one says so in SPEC's words (a
// missing key becomes '' so it fails like an empty one).
const all = messages.allFieldsRequired
const need = (max = 200) => v.optional(required(all, max), '')
const choice = <T extends readonly string[]>(options: T) => v.optional(picked(options, all), '')
const count = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(all), v.pipe(v.string(all), v.trim(), v.regex(/^\d+$/, all))], all),
      v.transform(Number),
      v.integer(all),
      v.minValue(min, all),
      v.maxValue(max, all),
    ),
    '',
  )
/** SPEC §9: vehicle years 2013 to the current year, as the form's list offers them. */
const VehicleYear = v.pipe(
  count(0, 9999),
  v.check(
    (year) => (year as unknown) === '' || vehicleYears().includes(year),
    'Please choose a vehicle year from 2013 to this year.',
  ),
)
const Vehicle = v.object({
  Make: choice(VEHICLE_MAKERS),
  /** SPEC §3: the year is called VehicleMake. */
  VehicleMake: VehicleYear,
  VehicleModel: choice(VEHICLE_MODELS),
  Colour: choice(VEHICLE_COLOURS),
})
const partnerCommon = {
  PhoneNumber: v.pipe(
    need(20),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = phoneProblem(dataset.value)
      if (problem) addIssue({ message: problem })
    }),

    v.transform((value) => toInternationalPhone(value) ?? value),
  ),
  Email: v.pipe(need(254), v.email(messages.invalidEmail)),
  State: choice(NIGERIAN_STATES),
  InspectionLocation: choice(INSPECTION_LOCATIONS),
  NumberOfVehicles: count(1, 500),
  Vehicles: v.optional(
    v.pipe(v.array(Vehicle, all), v.minLength(1, all), v.maxLength(20, all)),
    [],
  ),
  CountryCodes: v.optional(v.pipe(v.string(), v.maxLength(8)), 'NG'),
}

/** SPEC §3 Partner enquiry, individual (1) or corporate (0); SPEC §5 every field required. */
export const PartnerEnquiryRequest = v.variant(
  'PartnerType',
  [
    v.object({
      PartnerType: v.literal(1),
      FirstName: v.pipe(need(), personName('First name')),
      LastName: v.pipe(need(), personName('Last name')),
      ...partnerCommon,
    }),
    v.object({
      PartnerType: v.literal(0),
      Name: v.pipe(need(), personName('Name')),
      CompanyName: need(),
      CompanyRcNumber: need(40),
      BusinessAddress: need(400),
      ...partnerCommon,
    }),
  ],
  'Please choose Individual or Corporate.',
)
export type PartnerEnquiryInput = v.InferOutput<typeof PartnerEnquiryRequest>

/** A route from a town to itself is no route (ours; the hire search refuses it alike). */
export const SAME_TOWNS = 'The destination must differ from the departure.'

const sameTown = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** SPEC §3 Suggested route; name, e-mail and phone come from the session when signed in. */
const SuggestedRouteFields = v.object({
  DepartureState: required('Please choose where you are travelling from.'),
  DepartureLocation: required('Please choose where you are travelling from.', 300),
  ArrivalState: required('Please choose where you are going.'),
  ArrivalLocation: required('Please choose where you are going.', 300),
  FullName: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, tooLong(200)), personName('Full name')),
  ),
  Email: v.optional(v.union([v.literal(''), Email])),
  PhoneNumber: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === '') return
        const problem = registrationPhoneProblem(dataset.value)
        if (problem) addIssue({ message: problem })
      }),
    ),
  ),
})
export const SuggestedRouteRequest = v.pipe(
  SuggestedRouteFields,
  v.forward(
    v.check(
      (r) =>
        !(
          sameTown(r.DepartureState, r.ArrivalState) &&
          sameTown(r.DepartureLocation, r.ArrivalLocation)
        ),
      SAME_TOWNS,
    ),
    ['ArrivalLocation'],
  ),
)
export type SuggestedRouteInput = v.InferOutput<typeof SuggestedRouteRequest>

const RatingType = v.pipe(IntLike, v.picklist([1, 2, 3], 'ratingsType must be 1, 2 or 3'))
export const RatingItem = v.object({
  rating: v.pipe(
    IntLike,
    v.minValue(1, 'Please rate from 1 to 5.'),
    v.maxValue(5, 'Please rate from 1 to 5.'),
  ),
  ratingsType: RatingType,
  comment: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(RATING_COMMENT_MAX, tooLong(RATING_COMMENT_MAX))),
    '',
  ),
  listofComment: v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(100))), []),
})

/** SPEC §3 Rating: the trip, the captain and the terminal, for one seat. */
export const RatingRequest = v.pipe(
  v.object({
    ratings: v.pipe(v.array(RatingItem), v.minLength(1, 'Please rate your trip.'), v.maxLength(3)),
    seatManagementId: v.pipe(
      IntLike,
      v.minValue(1, 'seatManagementId is required.'),
      v.maxValue(2147483647),
    ),
  }),
  v.check(
    (input) => new Set(input.ratings.map((r) => r.ratingsType)).size === input.ratings.length,
    'Each of trip, captain and terminal is rated once.',
  ),
)
export type RatingInput = v.InferOutput<typeof RatingRequest>

export const RatingCheckQuery = v.object({
  seatId: v.pipe(IntLike, v.minValue(1, 'seatId is required.'), v.maxValue(2147483647)),
})

/** What the ratings page shows about the seat being rated. */
export const RatingCheckData = v.object({
  seatManagementId: v.number(),
  bookingReferenceCode: v.string(),
  routeName: v.string(),
  departureDate: v.string(),
  seatNumber: v.number(),
  alreadyRated: v.boolean(),
})
export type RatingCheck = v.InferOutput<typeof RatingCheckData>
export const RatingCheckResponse = envelopeSchema(RatingCheckData)
