import { Hono } from 'hono'
import {
  FeedbackRequest,
  PartnerEnquiryRequest,
  RatingCheckQuery,
  RatingRequest,
  SuggestedRouteRequest,
} from '#shared/contract/enquiries.ts'
import { optionalCustomer, requireCustomer } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { idempotencyKey } from '#server/http/idempotency-key.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody, query } from '#server/http/validate.ts'
import * as enquiries from './enquiries.service.ts'
import { enquiryMessages } from './enquiries.service.ts'

// SPEC §7 Other, answered by the settings service (DESIGN §1): feedback, partner enquiries,
// route suggestions and ratings. An `Idempotency-Key` header makes a replay store nothing new.

export const enquiryRoutes = new Hono<AppEnv>()

enquiryRoutes.post('/api/CustomerFeedbacks', optionalCustomer, async (c) => {
  const input = await jsonBody(c, FeedbackRequest, { travellerMessages: true })
  const id = await enquiries.submitFeedback(
    c.get('deps'),
    input,
    c.get('customer')?.id ?? null,
    idempotencyKey(c),
  )
  return ok(c, { id }, enquiryMessages.feedbackReceived)
})

enquiryRoutes.post('/PartnerEnquiry', async (c) => {
  const input = await jsonBody(c, PartnerEnquiryRequest, { travellerMessages: true })
  const id = await enquiries.submitPartnerEnquiry(c.get('deps'), input, idempotencyKey(c))
  return ok(c, { id }, enquiryMessages.enquiryReceived)
})

enquiryRoutes.post('/route/addnewsuggestedroute', optionalCustomer, async (c) => {
  const input = await jsonBody(c, SuggestedRouteRequest, { travellerMessages: true })
  const id = await enquiries.suggestRoute(
    c.get('deps'),
    input,
    c.get('customer')?.id ?? null,
    idempotencyKey(c),
  )
  return ok(c, { id }, enquiryMessages.suggestionReceived)
})

// SPEC §6: ratings are for signed-in customers, of their own trips.
enquiryRoutes.get('/Rating/WebRatingCheck', requireCustomer, async (c) => {
  const { seatId } = query(c, RatingCheckQuery)
  return ok(c, await enquiries.ratingCheck(c.get('deps'), seatId, c.get('customer').id))
})

enquiryRoutes.post('/Rating/WebCreateRating', requireCustomer, async (c) => {
  const input = await jsonBody(c, RatingRequest, { travellerMessages: true })
  const id = await enquiries.rate(c.get('deps'), input, c.get('customer').id, idempotencyKey(c))
  return ok(c, { id }, enquiryMessages.ratingReceived)
})
