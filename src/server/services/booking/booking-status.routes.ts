import { Hono } from 'hono'
import * as v from 'valibot'
import { IntLike } from '#shared/contract/envelope.ts'
import { messages } from '#shared/domain/messages.ts'
import { requireCustomer, type MaybeCustomerEnv } from '#server/http/auth.ts'
import { ok } from '#server/http/respond.ts'
import { parse, query } from '#server/http/validate.ts'
import { checkIn } from './booking-check-in.service.ts'
import { bookingHistory, bookingStatus } from './booking-status.service.ts'
import { clientIp, enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'

// SPEC §7 Booking: status by reference, check-in by reference, and the customer's history.
export const bookingStatusRoutes = new Hono<MaybeCustomerEnv>()

const RefQuery = v.object({
  BookingRefCode: v.pipe(v.string(), v.trim(), v.nonEmpty('Booking reference code is required.')),
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

// SPEC §7: Email, CountryCode=NG, Paginated=false. Only the caller's own bookings, whatever
// e-mail is asked for: the token says whose they are.
bookingStatusRoutes.get('/CustomerBooking/bookingHistorys', requireCustomer, async (c) => {
  const customer = c.get('customer')!
  return ok(c, await bookingHistory(c.get('deps'), customer.id))
})
