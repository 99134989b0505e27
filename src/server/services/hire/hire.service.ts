import type { HireDeparture } from '#shared/contract/hire.ts'
import type * as v from 'valibot'
import type { HireBookingRequest, HireSearchRequest } from '#shared/contract/hire.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import {
  addDays,
  hireOneWayWindow,
  hireReturnWindow,
  hireRoundTripDepartureWindow,
  isWithin,
} from '#shared/domain/date-windows.ts'
import { hireFareKobo, hireTotalKobo, HIRE_TARIFFS, tariffOf } from '#shared/domain/hire-pricing.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import { gatewayByMethod, holdMinutes, isWalletMethod } from '#shared/domain/payment-methods.ts'
import { refuseGatewayNotOffered } from '#server/providers/payments/gateways.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, RequestError } from '#server/http/respond.ts'
import {
  newBookingReference,
  oncePerRequestKey,
  type RequestKey,
} from '#server/services/booking/booking-create.service.ts'
import { distanceBetween } from '#server/services/maps/distance.service.ts'
import * as hires from './hire.repository.ts'

// SPEC §7 Hire: what can be hired on the day at what price (SPEC §9, README tariff), and the
// hire booking: priced again by the server (the client's amount must match), its vehicles
// allocated under row locks so the last bus of a day goes to one hire only.

type SearchInput = v.InferOutput<typeof HireSearchRequest>
type BookingInput = v.InferOutput<typeof HireBookingRequest>

export const hireMessages = {
  badDates: 'Choose hire dates within the next 14 days.',
  unknownPlace: 'Choose both places from the list.',
  samePlace: 'The pick-up and the destination are the same place.',
  soldOut: 'No hire found, please try again.',
  amountMismatch: 'The amount does not match the hire price. Please search again.',
  noVehicle: 'Choose at least one vehicle.',
  unknownVehicle: 'This vehicle type cannot be hired.',
} as const

interface Trip {
  roundTrip: boolean
  sleepOver: boolean
  pickupDate: string
  returnDate: string | null
  days: string[]
}

function tripOf(
  now: Date,
  serviceType: number,
  pickup: string,
  ret: string | null | undefined,
  sleepOver: boolean,
): Trip {
  const roundTrip = serviceType === 1
  const window = roundTrip ? hireRoundTripDepartureWindow(now) : hireOneWayWindow(now)
  if (!isWithin(pickup, window)) throw badRequest(hireMessages.badDates)
  if (roundTrip && (!ret || !isWithin(ret, hireReturnWindow(pickup))))
    throw badRequest(hireMessages.badDates)
  const last = roundTrip ? ret! : pickup
  const days: string[] = []
  for (let day = pickup; day <= last; day = addDays(day, 1)) days.push(day)
  return {
    roundTrip,
    sleepOver: roundTrip && sleepOver,
    pickupDate: pickup,
    returnDate: roundTrip ? ret! : null,
    days,
  }
}

async function placesOf(deps: AppDeps, fromId: string, toId: string) {
  const found = await distanceBetween(deps, fromId, toId)
  if (!found) throw badRequest(hireMessages.unknownPlace)
  if (found.from.placeId === found.to.placeId || found.distance.km < 1)
    throw badRequest(hireMessages.samePlace)
  return found
}

async function freeVehicles(deps: AppDeps, modelId: number, days: string[]) {
  const fleet = tariffOf(modelId)?.fleet ?? 0
  let free = fleet
  for (const day of days)
    free = Math.min(
      free,
      fleet - (await hires.vehiclesTaken(deps.db, modelId, day, deps.clock.now())),
    )
  return Math.max(0, free)
}

/** SPEC §7 POST /HireBooking/bookingSearch: data.departures, one per model with a free vehicle. */
export async function searchHire(deps: AppDeps, input: SearchInput): Promise<HireDeparture[]> {
  const now = deps.clock.now()
  const trip = tripOf(
    now,
    input.HiredServiceType,
    input.OnewayPickupDate,
    input.ReturnPickupDate,
    input.IsSleepOver,
  )
  const { from, to, distance } = await placesOf(
    deps,
    input.OnewayPickupLocation,
    input.OneWayDropoffLocation,
  )
  const models = await hires.vehicleModels(deps.db)
  const [year, month, day] = trip.pickupDate.split('-').map(Number) as [number, number, number]
  const departures: HireDeparture[] = []
  for (const tariff of HIRE_TARIFFS) {
    const model = models.find((m) => m.id === tariff.modelId)
    if (!model) continue
    const available = await freeVehicles(deps, tariff.modelId, trip.days)
    if (available === 0) continue
    departures.push({
      vehicleModelName: model.name,
      vehicleModelId: model.id,
      vehicleTotalNoSeats: model.seat_count,
      farePrice: koboToNaira(hireFareKobo(tariff, distance.km)),
      sleepOverPrice: koboToNaira(trip.sleepOver ? tariff.sleepOverKobo : 0),
      available: Math.min(available, 3),
      onewayPickupLocation: from.description,
      oneWayDropoffLocation: to.description,
      onewayPickupDate: { day, month, year },
      hiredServiceType: trip.roundTrip ? 1 : 0,
      isSleepOver: trip.sleepOver,
      distanceKm: distance.km,
    })
  }
  return departures
}

/**
 * SPEC §7 POST /HireBooking/requestBooking → { refCode, amount }, once per `requestKey` (the
 * Idempotency-Key): a request sent again after its answer was lost gets the hire it made.
 */
export function requestHire(
  deps: AppDeps,
  customerId: number | null,
  input: BookingInput,
  requestKey: string | null = null,
) {
  return oncePerRequestKey(
    deps,
    requestKey,
    customerId,
    input,
    (key) => hireBuses(deps, customerId, input, key),
    (row) => ({ refCode: row.reference_code, amount: koboToNaira(row.total_amount_kobo) }),
  )
}

async function hireBuses(
  deps: AppDeps,
  customerId: number | null,
  input: BookingInput,
  requestKey: RequestKey | null,
) {
  const now = deps.clock.now()
  if (
    isWalletMethod(input.paymentMethod)
      ? customerId === null
      : !gatewayByMethod(input.paymentMethod)
  )
    throw badRequest('Please choose a payment method.')
  refuseGatewayNotOffered(deps, input.paymentMethod)
  const trip = tripOf(
    now,
    input.hiredServiceType,
    input.onewayPickupDate,
    input.returnPickupDate,
    input.isSleepOver,
  )
  const { from, to, distance } = await placesOf(
    deps,
    input.onewayPickupLocation,
    input.oneWayDropoffLocation,
  )
  const chosen = input.hireVehicleDetail.filter((d) => d.noOfBookedVehicle > 0)
  if (chosen.length === 0) throw badRequest(hireMessages.noVehicle)
  if (new Set(chosen.map((d) => d.vehicleModelId)).size !== chosen.length)
    throw badRequest('Each vehicle type once, please.')
  const lines = chosen.map((d) => {
    const tariff = tariffOf(d.vehicleModelId)
    if (!tariff) throw badRequest(hireMessages.unknownVehicle)
    return {
      modelId: d.vehicleModelId,
      vehicles: d.noOfBookedVehicle,
      fareKobo: hireFareKobo(tariff, distance.km),
      sleepOverKobo: trip.sleepOver ? tariff.sleepOverKobo : 0,
      fleet: tariff.fleet,
    }
  })
  const totalKobo = hireTotalKobo(lines, trip.roundTrip, trip.sleepOver)
  if (nairaToKobo(input.amount) !== totalKobo) throw badRequest(hireMessages.amountMismatch)

  const id = crypto.randomUUID()
  const reference = newBookingReference()
  await deps.db.transaction().execute(async (trx) => {
    await hires.lockHireDays(
      trx,
      lines.flatMap((l) => trip.days.map((day) => ({ modelId: l.modelId, day }))),
    )
    for (const line of lines)
      for (const day of trip.days) {
        const taken = await hires.vehiclesTaken(trx, line.modelId, day, now)
        if (taken + line.vehicles > line.fleet) throw new RequestError(409, hireMessages.soldOut)
      }
    await trx
      .insertInto('bookings')
      .values({
        id,
        reference_code: reference,
        status: BOOKING_STATUS.pending,
        hold_expires_at: new Date(now.getTime() + holdMinutes(input.paymentMethod) * 60_000),
        created_at: now,
        customer_id: customerId,
        trip_type: trip.roundTrip ? 1 : 0,
        payment_method: input.paymentMethod,
        email: input.email,
        phone_number: input.phoneNumber,
        next_of_kin_name: input.nextOfKinName,
        next_of_kin_phone: input.nextOfKinPhone,
        oneway_amount_kobo: totalKobo,
        total_amount_kobo: totalKobo,
        idempotency_key: requestKey?.key ?? null,
        idempotency_fingerprint: requestKey?.fingerprint ?? null,
      })
      .execute()
    await hires.insertHire(
      trx,
      {
        booking_id: id,
        hired_service_type: trip.roundTrip ? 1 : 0,
        pickup_place_id: from.placeId,
        pickup_label: from.description,
        dropoff_place_id: to.placeId,
        dropoff_label: to.description,
        pickup_date: trip.pickupDate,
        return_date: trip.returnDate,
        is_sleep_over: trip.sleepOver,
        distance_km: distance.km,
        full_name: input.fullName,
        gender: input.gender,
        address: input.address,
      },
      lines.map((l) => ({
        booking_id: id,
        model_id: l.modelId,
        quantity: l.vehicles,
        fare_kobo: l.fareKobo,
        sleep_over_kobo: l.sleepOverKobo,
      })),
      trip.days,
    )
  })
  return { refCode: reference, amount: koboToNaira(totalKobo) }
}
