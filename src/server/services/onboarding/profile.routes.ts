import { Hono } from 'hono'
import {
  CompleteProfileRequest,
  UpdateEmailRequest,
  UpdateProfileRequest,
} from '#shared/contract/account-profile.ts'
import * as messages from '#shared/domain/messages.ts'
import { requireCustomer } from '#server/http/auth.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { ok, RequestError } from '#server/http/respond.ts'
import { toInternationalPhone } from '#shared/domain/phone.ts'
import { walletHasPin } from '#server/services/wallet/wallet-pin.service.ts'
import { findCustomerById, updateCustomer } from './customer.repository.ts'
import { jsonBody } from '#server/http/validate.ts'
import {
  completeProfile,
  profileOf,
  requestEmailVerification,
  updateProfile,
} from './profile.service.ts'
import { couponsOf, referralCodeOf } from './referral.service.ts'

// SPEC §2 /login-reg, Settings → Profile and Referral. Every call is the bearer's own account.
export const profileRoutes = new Hono<AppEnv>()

profileRoutes.get('/customer/profile', requireCustomer, async (c) => {
  return ok(c, await profileOf(c.get('deps'), c.get('customer').id))
})

profileRoutes.on(['POST', 'PUT'], '/customer/updateprofilev2', requireCustomer, async (c) => {
  const body = await jsonBody(c, CompleteProfileRequest, { travellerMessages: true })
  const profile = await completeProfile(c.get('deps'), c.get('customer').id, body)
  return ok(c, profile, messages.profileUpdated)
})

profileRoutes.on(['POST', 'PUT'], '/customer/updateemailv2', requireCustomer, async (c) => {
  const body = await jsonBody(c, UpdateEmailRequest)
  const deps = c.get('deps')
  const sent = await requestEmailVerification(deps, c.get('customer').id, body.email, clientIp(c))
  return ok(c, sent, messages.emailOtpSent)
})

profileRoutes.on(['POST', 'PUT'], '/customer/Update', requireCustomer, async (c) => {
  const body = await jsonBody(c, UpdateProfileRequest, { travellerMessages: true })
  const profile = await updateProfile(c.get('deps'), c.get('customer').id, body)
  return ok(c, profile, messages.profileUpdated)
})

profileRoutes.get('/customer/referral', requireCustomer, async (c) => {
  return ok(c, await referralCodeOf(c.get('deps'), c.get('customer').id))
})

profileRoutes.get('/customer/coupons', requireCustomer, async (c) => {
  return ok(c, await couponsOf(c.get('deps'), c.get('customer').id))
})

// SPEC §7 PUT /Customer/updatecustomerstageafterwalletsetup/{phone}/{email}: the customer's
// record learns that the wallet PIN is set ('Request successfull.', SPEC's spelling).
profileRoutes.put(
  '/Customer/updatecustomerstageafterwalletsetup/:phone/:email',
  requireCustomer,
  async (c) => {
    const deps = c.get('deps')
    const id = c.get('customer').id
    const customer = await findCustomerById(deps.db, id)
    // Hono hands path parameters over decoded already: decoding again broke on a '%'.
    const phone = toInternationalPhone(c.req.param('phone'))
    const email = c.req.param('email').toLowerCase()
    if (
      !customer ||
      phone !== customer.phone_number ||
      email !== (customer.email ?? '').toLowerCase()
    )
      throw new RequestError(403, 'These details do not match the signed-in customer.')
    await updateCustomer(deps.db, id, { has_pin: await walletHasPin(deps, id) })
    return ok(c, null, 'Request successfull.')
  },
)
