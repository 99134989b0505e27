import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { phoneProblem, phonesDiffer, toInternationalPhone } from '#shared/domain/phone.ts'
import { MAX_VEHICLES_PER_TYPE } from '#shared/domain/hire-pricing.ts'
import { IntLike, IsoDate } from './envelope.ts'
import { isWholeKobo } from '#shared/domain/money.ts'
import { personName } from './person-name.ts'
import { upTo } from './too-long.ts'
import { ADDRESS_MAX, NAME_MAX } from '#shared/domain/field-lengths.ts'

// SPEC §3 Hire departure, selection and booking payload; SPEC §7 Hire calls. Locations are our
// gazetteer's place ids (the maps service's autocomplete gives them), so the server works out
// the distance itself; amounts are naira as SPEC shows them.

const PlaceId = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(120))
const ServiceType = v.pipe(IntLike, v.picklist([0, 1], 'HiredServiceType must be 0 or 1.'))
const Flag = v.optional(
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
    ),
  ]),
  false,
)

export const HireSearchRequest = v.object({
  OnewayPickupLocation: PlaceId,
  OneWayDropoffLocation: PlaceId,
  OnewayPickupDate: IsoDate,
  HiredServiceType: ServiceType,
  IsSleepOver: Flag,
  ReturnPickupDate: v.optional(v.nullable(IsoDate)),
  /** Sent by SPEC's client; the server's own distance is what prices the hire. */
  OnewayDistanceApart: v.optional(v.unknown()),
  ReturnPickupLocation: v.optional(v.unknown()),
  ReturnDropoffLocation: v.optional(v.unknown()),
})

export const HireDepartureSchema = v.object({
  vehicleModelName: v.string(),
  vehicleModelId: v.number(),
  vehicleTotalNoSeats: v.number(),
  farePrice: v.number(),
  sleepOverPrice: v.number(),
  /** Vehicles of the model still free on every day of the hire (0 to 3 may be chosen). */
  available: v.number(),
  onewayPickupLocation: v.string(),
  oneWayDropoffLocation: v.string(),
  onewayPickupDate: v.object({ day: v.number(), month: v.number(), year: v.number() }),
  hiredServiceType: v.number(),
  isSleepOver: v.boolean(),
  distanceKm: v.number(),
})
export type HireDeparture = v.InferOutput<typeof HireDepartureSchema>

const text = (what: string) =>
  v.pipe(v.string(`${what} is required.`), v.trim(), v.nonEmpty(`${what} is required.`))
const Phone = v.pipe(
  v.string(messages.phoneLength),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = phoneProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
  v.transform((value) => toInternationalPhone(value) ?? value),
)

export const HireVehicleDetail = v.object({
  vehicleModelId: IntLike,
  noOfBookedVehicle: v.pipe(
    IntLike,
    v.minValue(0),
    v.maxValue(MAX_VEHICLES_PER_TYPE, 'At most 3 of each vehicle type.'),
  ),
  farePrice: v.optional(v.number()),
  sleepOverPrice: v.optional(v.number()),
  busName: v.optional(v.string()),
})

export const HireBookingRequest = v.pipe(
  v.object({
    fullName: v.pipe(text('Full name'), upTo(NAME_MAX, 'Full name'), personName('Full name')),
    gender: v.pipe(IntLike, v.picklist([0, 1], 'Please choose a gender (0 male, 1 female).')),
    email: v.pipe(
      v.string(messages.invalidEmail),
      v.trim(),
      v.email(messages.invalidEmail),
      v.toLowerCase(),
    ),
    phoneNumber: Phone,
    nextOfKinName: v.pipe(
      text('Next of kin name'),
      upTo(NAME_MAX, 'Next of kin name'),
      personName('Next of kin name'),
    ),
    nextOfKinPhone: Phone,
    address: v.pipe(text('Address'), upTo(ADDRESS_MAX, 'Address')),
    paymentMethod: v.pipe(IntLike, v.minValue(1, 'Please choose a payment method.')),
    hiredServiceType: ServiceType,
    onewayPickupLocation: PlaceId,
    oneWayDropoffLocation: PlaceId,
    returnPickupLocation: v.optional(v.nullable(v.string())),
    returnDropoffLocation: v.optional(v.nullable(v.string())),
    onewayDistanceApart: v.optional(v.unknown()),
    returnDistanceApart: v.optional(v.unknown()),
    onewayPickupDate: IsoDate,
    returnPickupDate: v.optional(v.nullable(IsoDate)),
    isSleepOver: Flag,
    hireVehicleDetail: v.pipe(
      v.array(HireVehicleDetail),
      v.minLength(1, 'Choose at least one vehicle.'),
      v.maxLength(10),
    ),
    /** Naira; must equal the server's own total (SPEC §9). */
    amount: v.pipe(
      v.number('amount must be a number.'),
      v.check(isWholeKobo, 'Amounts are in naira and kobo: at most two decimals.'),
    ),
  }),
  // SPEC §5: as for a seat booking, the hirer's and the next of kin's phones differ.
  v.check((b) => phonesDiffer(b.phoneNumber, b.nextOfKinPhone), messages.phonesMustDiffer),
)
export type HireBookingInput = v.InferInput<typeof HireBookingRequest>
