import { Hono } from 'hono'
import { TripSearchRequestSchema } from '#shared/contract/booking-search.ts'
import type { AppEnv } from '#server/http/env.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { searchTrips } from './trip-search.service.ts'
import { bookingCreateRoutes } from './booking-create.routes.ts'
import { bookingStatusRoutes } from './booking-status.routes.ts'
import { hireRoutes } from '#server/services/hire/hire.routes.ts'
import { trackingRoutes } from '#server/services/tracking/tracking.routes.ts'

// SPEC §7 calls answered by the booking service.
export const bookingRoutes = new Hono<AppEnv>()

// SPEC §7 Booking: the seat search. Code '1' even when no bus runs: the lists say so.
bookingRoutes.post('/Booking/availabletripdetails', async (c) => {
  const search = await jsonBody(c, TripSearchRequestSchema)
  const result = await searchTrips(c.get('deps'), {
    departureTerminalId: search.departureTerminalId,
    destinationTerminalId: search.destinationTerminalId,
    departureDate: search.departureDate,
    returnDate: search.returnDate || null,
    tripType: search.tripType,
  })
  return ok(c, result.data, result.shortDescription)
})

// SPEC §7 Booking: POST /booking, GET /Booking/limited, check-in and history.
bookingRoutes.route('/', bookingCreateRoutes)
bookingRoutes.route('/', bookingStatusRoutes)
// SPEC §7 Hire (issue 13).
bookingRoutes.route('/', hireRoutes)
// SPEC §7 AutoTrack (issue 12).
bookingRoutes.route('/', trackingRoutes)
