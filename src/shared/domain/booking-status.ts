// SPEC §4 booking status as stored in bookings.status: 0 Pending, 1 Confirmed; other values
// (history's 2 Cancelled, 5 Expired, 6 Failed, …) hold no seat.
export const BOOKING_STATUS = {
  pending: 0,
  confirmed: 1,
  cancelled: 2,
  expired: 5,
  failed: 6,
} as const
