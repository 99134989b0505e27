import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { phoneProblem, phonesDiffer, toInternationalPhone } from '#shared/domain/phone.ts'
import { envelopeSchema, IntLike } from './envelope.ts'
import { isWholeKobo } from '#shared/domain/money.ts'
import { personName } from './person-name.ts'
import { upTo } from './too-long.ts'
import { ID_NUMBER_MAX, NAME_MAX } from '#shared/domain/field-lengths.ts'

// SPEC §3 Booking payload (POST /booking), Booking (GET /Booking/limited) and the ticket every
// payment confirmation answers with. Amounts are naira, as SPEC shows them.

const text = (what: string) =>
  v.pipe(v.string(`${what} is required.`), v.trim(), v.nonEmpty(`${what} is required.`))
/**
 * A person's name: required, as long as a profile's at most, and no line breaks or invisible
 * characters (person-name.ts).
 */
const name = (what: string) => v.pipe(text(what), upTo(NAME_MAX, what), personName(what))
const optionalText = (max: number, what: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), upTo(max, what))))
const IdNumber = optionalText(ID_NUMBER_MAX, 'ID number')
const Gender = v.pipe(IntLike, v.picklist([0, 1], 'Please choose a gender (0 male, 1 female).'))
const Naira = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number))]),
  v.number('Amounts must be numbers.'),
  v.check(isWholeKobo, 'Amounts are in naira and kobo: at most two decimals.'),
)
/** SPEC §5 with issue 15: any way of typing a Nigerian mobile; stored as '+234…'. */
const BookingPhone = v.pipe(
  v.string(messages.phoneLength),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = phoneProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
  v.transform((value) => toInternationalPhone(value) ?? value),
)
const Email = v.pipe(
  v.string(messages.invalidEmail),
  v.trim(),
  v.email(messages.invalidEmail),
  v.toLowerCase(),
)

// SPEC §3 Additional passenger.
export const BeneficiarySchema = v.object({
  fullName: v.pipe(
    text("Every passenger's full name"),
    upTo(NAME_MAX, 'Full name'),
    personName('Full name'),
  ),
  gender: Gender,
  identificationNumber: IdNumber,
  travelDocumentId: v.optional(v.nullable(IntLike)),
  documentFee: v.optional(v.nullable(Naira)),
  showDocumentFeeAlert: v.optional(v.nullable(v.boolean())),
})

export const BookingRequestSchema = v.pipe(
  v.object({
    tripType: v.pipe(IntLike, v.picklist([0, 1], 'tripType must be 0 (one way) or 1 (return)')),
    paymentMethod: v.pipe(IntLike, v.minValue(1, 'Please choose a payment method.')),
    bookingType: v.optional(IntLike, 2),
    passengerType: v.optional(IntLike, 0),
    firstName: name('First name'),
    lastName: name('Last name'),
    gender: Gender,
    routeId: IntLike,
    routeIdReturn: v.optional(v.nullable(IntLike)),
    onewayAmount: v.optional(v.nullable(Naira)),
    returnAmount: v.optional(v.nullable(Naira)),
    totalAmount: Naira,
    travelDocumentId: v.optional(v.nullable(IntLike)),
    totalTravelDocumentFee: v.optional(v.nullable(Naira)),
    identificationType: optionalText(100, 'ID type'),
    identificationNumber: IdNumber,
    isInternational: v.optional(v.nullable(v.boolean())),
    email: Email,
    phoneNumber: BookingPhone,
    nextOfKinName: name('Next of kin name'),
    nextOfKinPhone: BookingPhone,
    seatRegistrations: text('Seat selection'),
    vehicleTripRegistrationId: text('The selected bus'),
    beneficiaries: v.optional(
      v.pipe(v.array(BeneficiarySchema), v.maxLength(12, messages.seatsExceeded)),
      [],
    ),
    isSub: v.optional(v.nullable(v.boolean())),
    couponCode: v.optional(v.nullable(v.pipe(v.string(), v.trim()))),
  }),
  v.check((b) => phonesDiffer(b.phoneNumber, b.nextOfKinPhone), messages.phonesMustDiffer),
)
export type BookingRequest = v.InferInput<typeof BookingRequestSchema>
export type BookingRequestData = v.InferOutput<typeof BookingRequestSchema>

export const BookingCreatedSchema = v.object({
  bookingReferenceCode: v.string(),
  /** Naira, computed by the server. */
  amount: v.number(),
  paymentMethod: v.number(),
  /** ISO instant the seats are held until (SPEC §9: bank transfer 1 hour; cards 20 minutes). */
  holdExpiresAt: v.string(),
})
export const BookingCreatedResponse = envelopeSchema(BookingCreatedSchema)

// The ticket: what every payment confirmation returns and the device keeps offline.
export const TicketPassengerSchema = v.object({ fullName: v.string(), seatNumber: v.number() })
export const TicketLegSchema = v.object({
  vehicleTripRegistrationId: v.string(),
  routeName: v.string(),
  departureTerminalId: v.number(),
  departureTerminalName: v.string(),
  destinationTerminalName: v.string(),
  /** Lagos 'yyyy-mm-dd' and 'HH:mm'. */
  departureDate: v.string(),
  departureTime: v.string(),
  vehicleModel: v.string(),
  passengers: v.array(TicketPassengerSchema),
})
/** What a vehicle hire (issue 13) books instead of seats. */
export const HireDetailsSchema = v.object({
  vehicles: v.array(v.object({ model: v.string(), quantity: v.number() })),
  roundTrip: v.boolean(),
  sleepOver: v.boolean(),
  distanceKm: v.number(),
})
export type HireDetails = v.InferOutput<typeof HireDetailsSchema>

export const TicketSchema = v.object({
  ...TicketLegSchema.entries,
  bookingReferenceCode: v.string(),
  /** 'confirmed' once paid; the other booking states while it is not. */
  status: v.picklist(['pending', 'confirmed', 'cancelled', 'expired', 'failed']),
  bookingStatus: v.number(),
  returnTrip: v.optional(TicketLegSchema),
  amount: v.number(),
  /** Naira taken off: the signed-in 5% and any coupon (absent on tickets saved before it). */
  discount: v.optional(v.number(), 0),
  paymentMethod: v.number(),
  email: v.string(),
  /** A vehicle hire (issue 13): the vehicles instead of seats. */
  hire: v.optional(HireDetailsSchema),
})
export type Ticket = v.InferOutput<typeof TicketSchema>
export type TicketLeg = v.InferOutput<typeof TicketLegSchema>

// SPEC §3 Booking, one row per passenger seat (a round trip has a row per leg).
export const SeatManagementDetailSchema = v.object({
  /** The traveller's seat on one leg: what a rating is for (SPEC §3 Rating seatManagementId). */
  seatManagementId: v.optional(v.number()),
  fullName: v.string(),
  bookingReferenceCode: v.string(),
  seatNumber: v.number(),
  amount: v.number(),
  /** Ours: the seat is on the return leg of a round trip. */
  isReturn: v.optional(v.boolean(), false),
})
/**
 * Ours: a payment the booking could not keep (README Decisions 17), and where it went back: to the
 * customer's wallet, or owed within 3-10 working days (the refunds-due list).
 */
export const BookingRefundSchema = v.object({
  /** Naira paid and going back. */
  amount: v.number(),
  status: v.picklist(['refunded-to-wallet', 'refund-due']),
  /**
   * 'late': the booking's payment came after its hold or bus had gone (or its seats were taken);
   * 'amount': it was not the fare; 'again': another payment, for a booking already paid or ended.
   */
  reason: v.picklist(['late', 'amount', 'again']),
})
export type BookingRefund = v.InferOutput<typeof BookingRefundSchema>
export const BookingRowSchema = v.object({
  bookingReferenceCode: v.string(),
  /** SPEC §4: 0 Pending, 1 Confirmed, 2 Cancelled, 5 Expired, 6 Failed. */
  bookingStatus: v.number(),
  isPrinted: v.boolean(),
  amount: v.number(),
  totalAmount: v.number(),
  /** Naira taken off the booking (the signed-in 5% and any coupon). */
  discount: v.optional(v.number(), 0),
  paymentMethod: v.optional(v.number()),
  /** ISO instant an unpaid hold ends; null once paid or released. */
  holdExpiresAt: v.optional(v.nullable(v.string())),
  createdDate: v.string(),
  seatNumber: v.number(),
  routeName: v.string(),
  fullName: v.string(),
  gender: v.number(),
  departureTerminalId: v.number(),
  departureTerminalName: v.string(),
  destinationTerminalName: v.string(),
  HasReturn: v.boolean(),
  isReturn: v.boolean(),
  departureDate: v.string(),
  departureTime: v.string(),
  /** Partly masked: '0803****567'. */
  phoneNumber: v.string(),
  nextOfKinName: v.string(),
  passengerType: v.number(),
  noOfTicket: v.number(),
  checkedIn: v.boolean(),
  seatManagementDetails: v.array(SeatManagementDetailSchema),
  /** A vehicle hire: its buses; the row then has no seat, time or passenger type of its own. */
  hire: v.optional(HireDetailsSchema),
  /** Ours: payments for it that went back, so a lost result page does not lose the refund. */
  refunds: v.optional(v.array(BookingRefundSchema)),
  /** Ours: a round trip's return leg, on the outward row history shows. */
  returnTrip: v.optional(
    v.object({ routeName: v.string(), departureDate: v.string(), departureTime: v.string() }),
  ),
})
export type BookingRow = v.InferOutput<typeof BookingRowSchema>
export const BookingStatusDataSchema = v.object({
  refCode: v.string(),
  userData: v.array(BookingRowSchema),
})
export const BookingStatusResponse = envelopeSchema(BookingStatusDataSchema)
export const BookingHistoryResponse = envelopeSchema(
  v.object({ userData: v.array(BookingRowSchema) }),
)

export const CheckInResponse = envelopeSchema(
  v.object({ bookingReferenceCode: v.string(), isPrinted: v.boolean() }),
)
