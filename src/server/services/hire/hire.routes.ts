import { Hono } from 'hono'
import * as v from 'valibot'
import { HireBookingRequest, HireSearchRequest } from '#shared/contract/hire.ts'
import * as messages from '#shared/domain/messages.ts'
import { optionalCustomer, type MaybeCustomerEnv } from '#server/http/auth.ts'
import { idempotencyKey } from '#server/http/idempotency-key.ts'
import { clientIp, enforceRateLimit, rateRules } from '#server/http/rate-limit.ts'
import { badRequest, fail, ok } from '#server/http/respond.ts'
import { jsonBody, query } from '#server/http/validate.ts'
import { distanceBetween } from '#server/services/maps/distance.service.ts'
import { requestHire, searchHire } from './hire.service.ts'

// SPEC §7 Hire calls on the booking host.
export const hireRoutes = new Hono<MaybeCustomerEnv>()

hireRoutes.post('/HireBooking/bookingSearch', async (c) => {
  const input = await jsonBody(c, HireSearchRequest)
  const departures = await searchHire(c.get('deps'), input)
  // SPEC §8: 'No hire found, please try again.' when nothing can be hired.
  if (departures.length === 0) return fail(c, 404, messages.noHireFound, { departures })
  return ok(c, { departures })
})

hireRoutes.post('/HireBooking/requestBooking', optionalCustomer, async (c) => {
  const input = await jsonBody(c, HireBookingRequest, { travellerMessages: true })
  await enforceRateLimit(c.get('deps'), rateRules.bookingCreatePerIp, clientIp(c))
  const customerId = c.get('customer')?.id ?? null
  return ok(c, await requestHire(c.get('deps'), customerId, input, idempotencyKey(c)))
})

// SPEC §7 GET /HireBooking/getDistance (depart, arrival): place ids from the autocomplete.
const Pair = v.object({
  depart: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  arrival: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
})
hireRoutes.get('/HireBooking/getDistance', async (c) => {
  const { depart, arrival } = query(c, Pair)
  const found = await distanceBetween(c.get('deps'), depart, arrival)
  if (!found) throw badRequest('Unknown place: choose both places from the list.')
  return ok(c, { distanceKm: found.distance.km, durationMinutes: found.distance.minutes })
})
