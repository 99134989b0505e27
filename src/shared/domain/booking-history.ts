import { BOOKING_STATUS } from './booking-status.ts'
import { lagosToday, LAGOS_ZONE, dateFormatOnFirstUse } from './date-windows.ts'
import { formatNaira } from './money.ts'
import { PAYMENT_METHOD } from './payment-methods.ts'
import { departureAt } from './departure-at.ts'

// Issue 15: a customer's history reads clearly. Trips (paid, or still waiting for a payment whose
// hold is running) come first; bookings abandoned before payment, expired transfers, failed and
// cancelled payments are 'Not completed'. Each says in plain words what happened, beside SPEC's
// status label.

export interface HistoryEntry {
  bookingStatus: number
  /** Lagos 'yyyy-mm-dd'. */
  departureDate: string
  /** Lagos 'HH:mm'; empty for a hire, which has no time of its own. */
  departureTime?: string
  /** A round trip's return leg. */
  returnTrip?: Leg
  paymentMethod?: number
  /** ISO instant the unpaid hold ends; null once paid or released. */
  holdExpiresAt?: string | null
  /** A vehicle hire books buses, not seats. */
  isHire?: boolean
  /** Payments for it that went back (README Decisions 17). */
  refunds?: Refund[]
}

/** A payment the booking could not keep, as the status and history rows carry it. */
export interface Refund {
  /** Naira. */
  amount: number
  status: 'refunded-to-wallet' | 'refund-due'
  /** 'late': paid after it ended; 'amount': not the fare; 'again': another payment of it. */
  reason: 'late' | 'amount' | 'again'
}

interface Leg {
  departureDate: string
  departureTime?: string
}

/**
 * Whether every bus of the booking has left (tester N: 'booked' was said all day of a bus gone
 * in the morning). A round trip goes by its return: till that bus leaves, a seat is still to be
 * used. A leg with no time (a hire) counts as gone once its Lagos day is over.
 */
export function hasDeparted(legs: Leg[], now: Date = new Date()): boolean {
  return legs.every((leg) =>
    leg.departureTime
      ? departureAt(leg.departureDate, leg.departureTime) <= now.getTime()
      : leg.departureDate < lagosToday(now),
  )
}

/**
 * Whether a seat of a confirmed booking can be rated (SPEC §2 /ratings): once its own bus has
 * left, by the server's clock (a phone a day fast offered to rate tomorrow's trip). A seat back
 * goes by the bus back: it was offered by the way out's, and the ratings page then refused it.
 */
export function seatTravelled(
  entry: HistoryEntry,
  seat: { isReturn?: boolean },
  now: Date = new Date(),
): boolean {
  const leg = seat.isReturn && entry.returnTrip ? entry.returnTrip : entry
  return entry.bookingStatus === BOOKING_STATUS.confirmed && hasDeparted([leg], now)
}

export type HistoryGroup = 'trips' | 'not-completed'

const holding = (entry: HistoryEntry, now: Date) =>
  entry.bookingStatus === BOOKING_STATUS.pending &&
  !!entry.holdExpiresAt &&
  Date.parse(entry.holdExpiresAt) > now.getTime()

export function historyGroup(entry: HistoryEntry, now: Date = new Date()): HistoryGroup {
  return entry.bookingStatus === BOOKING_STATUS.confirmed || holding(entry, now)
    ? 'trips'
    : 'not-completed'
}

const clock = dateFormatOnFirstUse('en-NG', {
  timeZone: LAGOS_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/**
 * The money that went back, in plain words (tester T6: a payment refunded after the bus left read
 * 'The payment did not go through', and a traveller who lost the result page never learnt that
 * money was owed). The same words as the payment's result page, with the amount and where it goes.
 */
export function refundNote(entry: HistoryEntry): string {
  const kept = entry.bookingStatus === BOOKING_STATUS.confirmed
  return (entry.refunds ?? [])
    .map((refund) => {
      const paid = formatNaira(refund.amount)
      const what =
        refund.reason === 'again'
          ? kept
            ? `This booking was already paid for when your second payment of ${paid} arrived.`
            : `Another payment of ${paid} arrived after the booking had ended.`
          : refund.reason === 'amount'
            ? `Your payment of ${paid} did not match the booking, and the booking could not be kept.`
            : `Your payment of ${paid} was received after your reservation expired, and the booking could not be kept.`
      const where =
        refund.status === 'refunded-to-wallet'
          ? 'It has been credited to your wallet.'
          : 'It will be refunded within 3-10 working days.'
      return `${what} ${where}`
    })
    .join(' ')
}

/** What happened to the booking, in plain words. */
export function whatHappened(entry: HistoryEntry, now: Date = new Date()): string {
  const refunded = refundNote(entry)
  const happened = bookingOutcome(entry, now)
  if (!refunded) return happened
  // Paid, but not kept: the refund is the whole story, not 'did not go through' or 'not paid'.
  return entry.bookingStatus === BOOKING_STATUS.confirmed ? `${happened} ${refunded}` : refunded
}

function bookingOutcome(entry: HistoryEntry, now: Date): string {
  const byTransfer = entry.paymentMethod === PAYMENT_METHOD.bankTransfer
  const held = entry.isHire ? 'buses' : 'seats'
  const none = entry.isHire ? 'No bus was booked.' : 'No seat was booked.'
  switch (entry.bookingStatus) {
    case BOOKING_STATUS.confirmed:
      return hasDeparted(entry.returnTrip ? [entry, entry.returnTrip] : [entry], now)
        ? 'Paid. This trip has departed.'
        : `Paid. Your ${held} are booked.`
    case BOOKING_STATUS.pending:
      if (holding(entry, now))
        return `Waiting for ${byTransfer ? 'your transfer' : 'payment'}: ${held} held until ${clock().format(new Date(entry.holdExpiresAt!))}.`
      return `Not paid in time, so the ${held} were released.`
    case BOOKING_STATUS.expired:
      return byTransfer
        ? `The bank transfer did not arrive within the hour, so the ${held} were released.`
        : `Not paid in time, so the ${held} were released.`
    case BOOKING_STATUS.failed:
      return `The payment did not go through. ${none}`
    case BOOKING_STATUS.cancelled:
      return `The payment was cancelled. ${none}`
    default:
      return ''
  }
}
