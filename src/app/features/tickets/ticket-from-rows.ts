import type { BookingRow, Ticket, TicketLeg } from '#shared/contract/booking.ts'

// The ticket view from SPEC §3 Booking rows, for a booking this device did not pay for itself.

function leg(rows: BookingRow[]): TicketLeg {
  const first = rows[0]!
  return {
    vehicleTripRegistrationId: '',
    routeName: first.routeName,
    departureTerminalId: first.departureTerminalId,
    departureTerminalName: first.departureTerminalName,
    destinationTerminalName: first.destinationTerminalName,
    departureDate: first.departureDate,
    departureTime: first.departureTime,
    vehicleModel: '',
    passengers: rows.map((r) => ({ fullName: r.fullName, seatNumber: r.seatNumber })),
  }
}

export function ticketFromRows(rows: BookingRow[]): Ticket {
  const outward = rows.filter((r) => !r.isReturn)
  const back = rows.filter((r) => r.isReturn)
  const first = rows[0]!
  return {
    ...leg(outward.length > 0 ? outward : rows),
    ...(back.length > 0 ? { returnTrip: leg(back) } : {}),
    bookingReferenceCode: first.bookingReferenceCode,
    status: first.bookingStatus === 1 ? 'confirmed' : 'pending',
    bookingStatus: first.bookingStatus,
    amount: first.totalAmount,
    discount: first.discount,
    paymentMethod: 0,
    email: '',
    ...(first.hire ? { hire: first.hire } : {}),
  }
}
