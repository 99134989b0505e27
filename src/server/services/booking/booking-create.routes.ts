import { Hono } from 'hono'
import { BookingRequestSchema } from '#shared/contract/booking.ts'
import { optionalCustomer, type MaybeCustomerEnv } from '#server/http/auth.ts'
import { idempotencyKey } from '#server/http/idempotency-key.ts'
import { ok } from '#server/http/respond.ts'
import { createBooking } from './booking-create.service.ts'
import { clientIp, enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import { jsonBody } from '#server/http/validate.ts'

// SPEC §7 Booking: POST /booking. A guest books too ('Continue Without Log In'); a bearer token
// ties the booking to the customer (history, wallet refunds).
export const bookingCreateRoutes = new Hono<MaybeCustomerEnv>()

bookingCreateRoutes.post('/booking', optionalCustomer, async (c) => {
  await enforceRateLimit(c.get('deps'), rateRules.bookingCreatePerIp, clientIp(c))
  const request = await jsonBody(c, BookingRequestSchema, { travellerMessages: true })
  const created = await createBooking(
    c.get('deps'),
    request,
    c.get('customer')?.id ?? null,
    idempotencyKey(c),
  )
  return ok(c, created, 'Booking created. Please complete payment to confirm your seats.')
})
