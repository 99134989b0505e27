import * as v from 'valibot'
import { envelopeSchema, IntLike, IsoDate } from './envelope.ts'

// SPEC §3 Search request. Strings or numbers accepted where SPEC sends '0'.
export const TripSearchRequestSchema = v.pipe(
  v.object({
    departureTerminalId: v.pipe(IntLike, v.minValue(1, 'choose a departure terminal')),
    destinationTerminalId: v.pipe(IntLike, v.minValue(1, 'choose a destination terminal')),
    departureDate: IsoDate,
    returnDate: v.optional(v.nullable(v.union([v.literal(''), IsoDate]))),
    numberOfAdults: v.pipe(
      IntLike,
      v.minValue(1, 'at least 1 adult'),
      v.maxValue(13, 'at most 13 adults'),
    ),
    numberOfChildren: v.optional(v.pipe(IntLike, v.value(0, 'children are always 0')), '0'),
    tripType: v.pipe(IntLike, v.picklist([0, 1], "must be '0' (one way) or '1' (return)")),
    bookingType: v.optional(IntLike, '2'),
  }),
  v.forward(
    v.check(
      (input) => input.tripType === 0 || Boolean(input.returnDate),
      'a round trip needs a return date',
    ),
    ['returnDate'],
  ),
  v.forward(
    v.check(
      (input) => input.departureTerminalId !== input.destinationTerminalId,
      'departure and destination must differ',
    ),
    ['destinationTerminalId'],
  ),
)
export type TripSearchRequest = v.InferInput<typeof TripSearchRequestSchema>

// SPEC §3 travelDocumentFeesInfo: fee per identification type on international routes.
export const TravelDocumentFeeSchema = v.object({
  travelDocumentId: v.number(),
  markupAmount: v.number(),
  travelDocument: v.object({ documentType: v.string() }),
})

// SPEC §3 Bus offering, plus the trip's terminals, route and times the later screens need.
export const BusOfferingSchema = v.object({
  vehicleTripRegistrationId: v.string(),
  routeId: v.number(),
  routeName: v.string(),
  vehicleName: v.string(),
  vehicleModel: v.string(),
  availableNumberOfSeats: v.number(),
  availableSeats: v.array(v.number()),
  totalNumberOfSeats: v.number(),
  /** Lagos local time, 'HH:mm'. */
  departureTime: v.string(),
  /** Lagos local date, 'yyyy-mm-dd'. */
  departureDate: v.string(),
  /** The instant of departure, ISO 8601 UTC. */
  departureDateTime: v.string(),
  departureTerminalId: v.number(),
  departureTerminalName: v.string(),
  destinationTerminalId: v.number(),
  destinationTerminalName: v.string(),
  /** Naira per adult seat. */
  farePrice: v.number(),
  cashBack: v.number(),
  isSub: v.boolean(),
  isInternational: v.boolean(),
  travelDocumentFeesInfo: v.array(TravelDocumentFeeSchema),
})
export type BusOffering = v.InferOutput<typeof BusOfferingSchema>

/**
 * SPEC §3 Search response data. `suggestedOneWay`/`suggestedReturn` are 1 when no bus runs
 * between the chosen terminals and the lists hold buses from other terminals in the same state
 * (SPEC §2 'Alternative route suggestions' / 'Alternative Return Trip Bus Availability').
 */
export const TripSearchDataSchema = v.object({
  departures: v.array(BusOfferingSchema),
  returns: v.array(BusOfferingSchema),
  suggestedOneWay: v.picklist([0, 1]),
  suggestedReturn: v.picklist([0, 1]),
  isPalliative: v.boolean(),
})
export type TripSearchData = v.InferOutput<typeof TripSearchDataSchema>
export const TripSearchResponse = envelopeSchema(TripSearchDataSchema)
