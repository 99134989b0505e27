import { Hono } from 'hono'
import * as v from 'valibot'
import { IntLike } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { requireCustomer, type MaybeCustomerEnv } from '#server/http/auth.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody, parse, query } from '#server/http/validate.ts'
import { checkIn, checkInByLocation } from './booking-check-in.service.ts'
import { bookingHistory, bookingStatus } from './booking-status.service.ts'
import { clientIp, enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'

// SPEC §7 Booking: status by reference, check-in by reference, and the customer's history.
export const bookingStatusRoutes = new Hono<MaybeCustomerEnv>()

const RefQuery = v.object({
  BookingRefCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Booking reference code is required.'),
    // References are 12 characters; a 10 KB one was looked up and echoed back whole.
    v.maxLength(40, 'Please enter a valid booking reference.'),
  ),
})

bookingStatusRoutes.get('/Booking/limited', async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingLookupPerIp, clientIp(c))
  const { BookingRefCode } = query(c, RefQuery)
  return ok(c, await bookingStatus(c.get('deps'), BookingRefCode))
})

// SPEC says bearer; the reference itself is the credential, so a guest may check in too.
bookingStatusRoutes.get('/SeatManagement/getseatSelf/refcode/:ref/:terminalid', async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingLookupPerIp, clientIp(c))
  const terminalId = parse(IntLike, c.req.param('terminalid'))
  const result = await checkIn(c.get('deps'), c.req.param('ref'), terminalId)
  return ok(c, result, messages.checkInSuccess)
})

// SPEC §2 /selfcheckin: the device's position; the server decides (issue 12).
const LocationCheckIn = v.object({
  refCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Booking reference code is required.'),
    v.maxLength(40),
  ),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
})
bookingStatusRoutes.post('/SeatManagement/checkinbylocation', async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingLookupPerIp, clientIp(c))
  const body = await jsonBody(c, LocationCheckIn)
  const result = await checkInByLocation(c.get('deps'), body.refCode, body)
  return ok(c, result, messages.checkInSuccess)
})

// SPEC §7: Email, CountryCode=NG, Paginated=false. Only the caller's own bookings, whatever
// e-mail is asked for: the token says whose they are.
bookingStatusRoutes.get('/CustomerBooking/bookingHistorys', requireCustomer, async (c) => {
  const customer = c.get('customer')!
  return ok(c, await bookingHistory(c.get('deps'), customer.id))
})
