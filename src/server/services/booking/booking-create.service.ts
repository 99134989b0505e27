import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { BookingRequestData } from '#shared/contract/booking.ts'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { bookingTotal } from '#shared/domain/booking-total.ts'
import { koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import { gatewayByMethod, holdMinutes, isWalletMethod } from '#shared/domain/payment-methods.ts'
import { badRequest, RequestError } from '#server/http/respond.ts'
import type { AppDeps } from '#server/http/env.ts'
import { randomCode } from '#server/security/random.ts'
import { refuseGatewayNotOffered } from '#server/providers/payments/gateways.ts'
import { cachedUntilWrite, keptAnswer } from '#server/db/fresh-cache.ts'
import { takenSeats } from './trip-search.repository.ts'
import { keptLikeSearch } from './trip-search.service.ts'
import * as repository from './booking.repository.ts'
import { documentFees, resolveLegs, type Leg } from './booking-legs.service.ts'
import { couponForCheckout, redeemCoupon } from '#server/services/onboarding/coupon.service.ts'
import type { BookingsTable } from '#server/db/schema.ts'

// SPEC §3 Booking payload → a pending booking holding its seats (DESIGN §3). The server prices
// the booking itself; a client total that differs is refused, never trusted.

export interface CreatedBooking {
  bookingReferenceCode: string
  amount: number
  paymentMethod: number
  holdExpiresAt: string
}

export const newBookingReference = () => `WK${randomCode(10)}`

function checkPaymentMethod(method: number, customerId: number | null) {
  if (isWalletMethod(method)) {
    if (customerId === null) throw badRequest(m.walletNeedsSignIn)
  } else if (!gatewayByMethod(method)) {
    throw badRequest('Please choose a payment method.')
  }
}

type KeyedBooking = NonNullable<Awaited<ReturnType<typeof repository.findBookingByRequestKey>>>

/** A checkout's Idempotency-Key, and a digest of the request it came with. */
export interface RequestKey {
  key: string
  fingerprint: string
}

/**
 * What makes two requests the same one: everything but the way to pay. A checkout whose answer
 * was lost may be sent again after the traveller chose another way to pay; it gets the booking
 * the first made, as the checkout expects (its key is one per trip and details).
 */
const fingerprintOf = (request: { paymentMethod: number }) =>
  createHash('sha256')
    .update(JSON.stringify({ ...request, paymentMethod: undefined }))
    .digest('base64url')

/**
 * Makes a booking once per `requestKey` (a checkout's Idempotency-Key): the same request sent
 * again, after its answer was lost, or twice at once, gets the booking the first one made rather
 * than a refusal for its own seats or buses. Only a booking still holding them, for the same
 * customer or guest, answers again; a different request under its key is refused (422).
 */
export async function oncePerRequestKey<T>(
  deps: AppDeps,
  requestKey: string | null,
  customerId: number | null,
  request: { paymentMethod: number },
  make: (key: RequestKey | null) => Promise<T>,
  answer: (booking: KeyedBooking) => T,
): Promise<T> {
  const keyed = requestKey ? { key: requestKey, fingerprint: fingerprintOf(request) } : null
  const find = async () =>
    keyed ? repository.findBookingByRequestKey(deps.db, keyed.key) : undefined
  const holding = (row: KeyedBooking | undefined): row is KeyedBooking =>
    row?.status === BOOKING_STATUS.pending &&
    row.hold_expires_at !== null &&
    row.hold_expires_at > deps.clock.now()
  const heldFor = (row: KeyedBooking | undefined) => {
    if (!holding(row) || row.customer_id !== customerId) return undefined
    // Bookings made before keys carried a digest (migration 1300) have none to compare.
    if (row.idempotency_fingerprint !== null && row.idempotency_fingerprint !== keyed?.fingerprint)
      throw new RequestError(422, m.requestKeyReused)
    return answer(row)
  }
  const keyedBooking = await find()
  const earlier = heldFor(keyedBooking)
  if (earlier !== undefined) return earlier
  // A key whose booking is over (paid, failed, its hold lapsed) is free again, so the booking
  // made with it now is kept by it too: a tab keeps its key after a trip that did not go
  // through. A key still holding another caller's booking is theirs: this one goes without.
  const live = holding(keyedBooking)
  if (keyedBooking && !live && keyed)
    await repository.releaseRequestKey(deps.db, keyed.key, deps.clock.now())
  const key = live ? null : keyed
  try {
    return await make(key)
  } catch (error) {
    // The twin request got in first: it took what this one holds (409), or the key.
    const twin =
      key !== null &&
      ((error instanceof RequestError && error.status === 409) ||
        repository.isUniqueViolation(error, 'bookings_idempotency_key_idx'))
    const made = twin ? heldFor(await find()) : undefined
    if (made !== undefined) return made
    throw error
  }
}

/** Holds the seats and answers the booking's reference and amount, once per `requestKey`. */
export function createBooking(
  deps: AppDeps,
  request: BookingRequestData,
  customerId: number | null,
  requestKey: string | null = null,
): Promise<CreatedBooking> {
  return oncePerRequestKey(
    deps,
    requestKey,
    customerId,
    request,
    (key) => bookSeats(deps, request, customerId, key),
    (row) => ({
      bookingReferenceCode: row.reference_code,
      amount: koboToNaira(row.total_amount_kobo),
      paymentMethod: row.payment_method,
      holdExpiresAt: row.hold_expires_at!.toISOString(),
    }),
  )
}

async function bookSeats(
  deps: AppDeps,
  request: BookingRequestData,
  customerId: number | null,
  requestKey: RequestKey | null,
): Promise<CreatedBooking> {
  const { db } = deps
  const now = deps.clock.now()
  checkPaymentMethod(request.paymentMethod, customerId)
  refuseGatewayNotOffered(deps, request.paymentMethod)
  const legs = await resolveLegs(deps, now, request)
  const [outward, back] = legs as [Leg, Leg | undefined]
  const documents = await documentFees(db, request, outward.trip)
  const coupon = await couponForCheckout(db, request.couponCode, customerId, now)
  const total = bookingTotal({
    onewayFareKobo: outward.trip.fare_kobo,
    returnFareKobo: back?.trip.fare_kobo,
    documentFeesKobo: documents.feesKobo,
    member: customerId !== null,
    coupon,
  })
  if (nairaToKobo(request.totalAmount) !== total.totalKobo) throw badRequest(m.amountMismatch)

  // A hold never outlives the bus: paid after it has left, the booking is not kept.
  const holdExpiresAt = new Date(
    Math.min(
      now.getTime() + holdMinutes(request.paymentMethod) * 60_000,
      outward.trip.departure_at.getTime(),
    ),
  )
  const names = [
    { fullName: `${request.firstName} ${request.lastName}`, gender: request.gender },
    ...request.beneficiaries,
  ]
  const passengers = legs.flatMap((leg, legIndex) =>
    leg.seats.map((seat, position) => {
      const fare = total.perTraveller[position]!
      const fee = fare.documentFeesKobo / legs.length
      return {
        leg: legIndex,
        position,
        vehicle_trip_id: leg.trip.id,
        seat_number: seat,
        full_name: names[position]!.fullName,
        gender: names[position]!.gender,
        identification_number:
          position === 0
            ? (request.identificationNumber ?? null)
            : (request.beneficiaries[position - 1]!.identificationNumber ?? null),
        travel_document_id: documents.documentIds[position] ?? null,
        amount_kobo: (legIndex === 0 ? fare.onewayKobo : fare.returnKobo) + fee,
      }
    }),
  )
  const seatKeys = legs.flatMap((leg) => leg.seats.map((seat) => ({ tripId: leg.trip.id, seat })))
  const tripIds = legs.map((l) => l.trip.id)
  const clashes = (taken: { vehicle_trip_id: string; seat_number: number }[]) =>
    seatKeys.some((k) =>
      taken.some((t) => t.vehicle_trip_id === k.tripId && t.seat_number === k.seat),
    )
  // Issue 9: a seat already held is refused without opening a transaction (most attempts on a
  // popular bus), on the seats held as last read, while that read is kept like a search answer
  // (fresh-cache.ts): no write to bookings or seats by this process since, younger than
  // SEARCH_CACHE_MS. Seats whose hold has lapsed count as free there, as in search. Only a refusal
  // is decided on it, so a kept answer at worst refuses, for SEARCH_CACHE_MS, a seat another
  // process has just freed, as search would still show it taken. With no such answer (after any
  // booking this process wrote) the booking is tried at once, and the unique index decides.
  const seatsHeld = keptLikeSearch(deps, now, ['bookings', 'booking_seats'])
  const heldKey = `held:${tripIds.join(',')}`
  const kept = keptAnswer<Awaited<ReturnType<typeof takenSeats>>>(seatsHeld, heldKey)
  if (kept && clashes(await kept)) throw new RequestError(409, m.seatsJustBooked)

  const bookingRow = (id: string, reference: string): Insertable<BookingsTable> => ({
    id,
    reference_code: reference,
    status: BOOKING_STATUS.pending,
    hold_expires_at: holdExpiresAt,
    created_at: now,
    customer_id: customerId,
    trip_type: request.tripType,
    payment_method: request.paymentMethod,
    email: request.email,
    phone_number: request.phoneNumber,
    next_of_kin_name: request.nextOfKinName,
    next_of_kin_phone: request.nextOfKinPhone,
    identification_type: request.identificationType ?? null,
    outbound_trip_id: outward.trip.id,
    return_trip_id: back?.trip.id ?? null,
    oneway_amount_kobo: total.onewayKobo,
    return_amount_kobo: total.returnKobo,
    document_fees_kobo: total.documentFeesKobo,
    discount_kobo: total.discountKobo,
    total_amount_kobo: total.totalKobo,
    coupon_id: coupon?.id ?? null,
    idempotency_key: requestKey?.key ?? null,
    idempotency_fingerprint: requestKey?.fingerprint ?? null,
  })

  // Issue 9: most bookings carry no coupon and ask for seats no lapsed hold still owns. They go
  // in as one statement (insertBooking: one round trip instead of eight), whose seats the
  // unique index guards as in the transaction. When it meets a seat row, or a coupon must be
  // redeemed with the booking, the transaction below lets lapsed holds go, checks the seats again
  // and redeems the coupon, all or nothing.
  let atOnce = coupon === null
  for (let attempt = 1; ; attempt++) {
    const booking = bookingRow(crypto.randomUUID(), newBookingReference())
    try {
      if (atOnce) await repository.insertBooking(db, booking, passengers, seatKeys)
      else
        await db.transaction().execute(async (trx) => {
          await repository.releaseLapsedHoldsOn(trx, seatKeys, now)
          if (clashes(await takenSeats(trx, tripIds, now)))
            throw new RequestError(409, m.seatsJustBooked)
          if (coupon && !(await redeemCoupon(trx, coupon.id, now)))
            throw badRequest(m.couponInvalid)
          await repository.insertBooking(trx, booking, passengers, seatKeys)
        })
    } catch (error) {
      // DESIGN §3: the unique index decides a race the check above could not see.
      if (repository.isUniqueViolation(error, 'booking_seats_trip_seat_unique')) {
        // Held seats are refused on a fresh read, which is kept for the attempts after it. A
        // seat row a lapsed hold still owns is let go by the transaction.
        if (atOnce) {
          const held = await cachedUntilWrite(seatsHeld, heldKey, () =>
            takenSeats(db, tripIds, now),
          )
          if (clashes(held)) throw new RequestError(409, m.seatsJustBooked)
          atOnce = false
          continue
        }
        throw new RequestError(409, m.seatsJustBooked)
      }
      if (repository.isUniqueViolation(error, 'bookings_reference_code_key') && attempt < 3)
        continue
      throw error
    }
    return {
      bookingReferenceCode: booking.reference_code,
      amount: koboToNaira(total.totalKobo),
      paymentMethod: request.paymentMethod,
      holdExpiresAt: holdExpiresAt.toISOString(),
    }
  }
}
