// Booking and payment copy SPEC §8 does not give, in one place (the front end shows the same).

export const bookingMessages = {
  /** A reference form (booking status, check-in, tracking) sent with none typed. */
  referenceMissing: 'Enter your booking reference code.',
  amountMismatch: 'The amount does not match the fare. Please search again.',
  seatsJustBooked:
    'One or more of the selected seats has just been booked. Please choose other seats.',
  unknownTrip: 'The selected bus was not found. Please search again.',
  tripDeparted: 'The selected bus has already departed. Please search again.',
  seatNotOnBus: (seat: number) => `Seat ${seat} is not on the selected bus.`,
  luggageSeat: 'Seat 2 is reserved for luggage. Please choose another seat.',
  seatTwice: (seat: number) => `Seat ${seat} was chosen twice.`,
  seatCount: (travellers: number) =>
    `Please select exactly ${travellers} seat(s): one for each traveller.`,
  returnLegMissing: 'A round trip needs the return seats.',
  returnLegUnexpected: 'A one way trip takes seats on one bus only.',
  returnBeforeDeparture: 'The return bus must leave after the departure bus.',
  routeMismatch: 'The selected bus does not run on the chosen route. Please search again.',
  idRequired: 'An ID type and number are required for every traveller on an international trip.',
  unknownDocument: 'The chosen travel document is not accepted on this route.',
  walletNeedsSignIn: 'Please sign in to pay with your wallet.',
  // A gateway this server does not offer (SANDBOX_PAYMENTS=off and no real adapter for it).
  paymentMethodNotOffered: 'This payment method is not available.',
  couponInvalid: 'The coupon is not valid.',
  couponHeld: (reference: string, until: string) =>
    `Your coupon is kept by your unpaid booking ${reference} until ${until}. Pay for that booking, or use the coupon once its hold ends.`,
  requestKeyReused: 'This Idempotency-Key was already used for a different request.',
  checkInClosed: 'Check-in has closed for this trip.',
  checkInNotOpen: (opensAt: string) =>
    `Check-in opens 24 hours before departure, from ${opensAt}. Please come back then.`,
  checkInNotConfirmed: 'This booking is not confirmed yet, so it cannot be checked in.',
  checkInNotKept: 'This booking was cancelled or not paid in time, so it cannot be checked in.',
  checkInWrongTerminal: 'This booking does not depart from this terminal.',
  checkInHired:
    'A hired bus is not checked in: show your hire ticket to the driver when the bus picks you up.',
  checkInDeparted: 'This trip has already departed.',
  paymentConfirmed: 'Your payment was successful and your seats are booked.',
  paymentDeclined: 'Your payment was declined. Your booking failed.',
  paymentCancelled: 'Your Booking was Cancelled!!!',
  paymentPending: 'We have not received your payment yet. Please check again shortly.',
  paymentNotFound: 'No payment was found for this booking.',
  holdExpired: 'Your reservation expired before payment was received.',
  // Paid meanwhile (another tab, or a checkout left open and paid): the card is not asked again.
  alreadyPaid: 'This booking is already paid.',
  // Ours: a booking whose payment was declined or closed is over; its seats went back.
  bookingEnded: 'This booking was cancelled or its payment failed. Please book again.',
  // Late: its seats or buses were taken, its coupon used, or its bus gone.
  refundedToWallet:
    'Your payment was received after your reservation expired, and the booking could not be kept. The amount has been credited to your wallet.',
  refundDue:
    'Your payment was received after your reservation expired, and the booking could not be kept. The amount will be refunded within 3-10 working days.',
  // Paid after the booking had ended another way (an earlier payment of it was refunded).
  endedToWallet:
    'This booking had already ended when your payment arrived, and could not be kept. The amount has been credited to your wallet.',
  endedRefundDue:
    'This booking had already ended when your payment arrived, and could not be kept. The amount will be refunded within 3-10 working days.',
  paidTwiceToWallet:
    'This booking was already paid for, and your seats are booked. Your second payment has been credited to your wallet.',
  paidTwiceRefundDue:
    'This booking was already paid for, and your seats are booked. Your second payment will be refunded within 3-10 working days.',
  amountPaidMismatch:
    'The amount paid does not match the booking. The payment will be returned to you.',
  bookingNotFound: 'Booking not found.',
} as const

/**
 * The refusals of a booking (or hire) that is over, its hold lapsed or its payment declined:
 * the page forgets it, and the next way to pay books afresh.
 */
export const isBookingOver = (message: string) =>
  message === bookingMessages.holdExpired || message === bookingMessages.bookingEnded
