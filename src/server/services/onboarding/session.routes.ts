import { Hono } from 'hono'
import {
  ApplicationTokenRequest,
  GoogleSignInRequest,
  RefreshTokenRequest,
  RegisterRequest,
  SignInRequest,
  SignOutRequest,
} from '#shared/contract/account.ts'
import { SUCCESS_CODE } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import type { AppEnv } from '#server/http/env.ts'
import { clientIp } from '#server/http/rate-limit.ts'
import { ok } from '#server/http/respond.ts'
import { jsonBody } from '#server/http/validate.ts'
import { googleSignIn } from './google.service.ts'
import { register } from './registration.service.ts'
import { toSignInData } from './customer-view.ts'
import {
  applicationToken,
  endSession,
  refreshSession,
  signIn,
  startSession,
} from './session.service.ts'

// SPEC §7 Auth: registration, sign-in (password or Google), token refresh and sign-out.
export const sessionRoutes = new Hono<AppEnv>()

for (const path of ['/customer/register', '/customer/registerv2']) {
  sessionRoutes.post(path, async (c) => {
    const body = await jsonBody(c, RegisterRequest)
    const deps = c.get('deps')
    const customer = await register(deps, body)
    // The phone was just proved by its code and the password just chosen: the new customer is
    // signed in at once (issue 15) rather than asked to sign in again; SPEC's message stays.
    const signIn = toSignInData(customer, await startSession(deps, customer.id))
    return ok(
      c,
      { customersId: customer.id, phoneNumber: customer.phone_number, signIn },
      messages.registered,
    )
  })
}

sessionRoutes.post('/customer/signin', async (c) => {
  const body = await jsonBody(c, SignInRequest)
  const data = await signIn(c.get('deps'), body, clientIp(c))
  // SPEC §3: PascalCase for sign-in; the standard envelope keys ride along for shared helpers.
  return c.json({
    Code: SUCCESS_CODE,
    ShortDescription: messages.loggedIn,
    Data: data,
    code: SUCCESS_CODE,
    shortDescription: messages.loggedIn,
    data,
  })
})

sessionRoutes.post('/Customer/google', async (c) => {
  const body = await jsonBody(c, GoogleSignInRequest)
  const result = await googleSignIn(c.get('deps'), body.idToken)
  return ok(c, result.data, result.message)
})

sessionRoutes.post('/Customer/generatenewtoken', async (c) => {
  const body = await jsonBody(c, RefreshTokenRequest)
  return ok(c, await refreshSession(c.get('deps'), body))
})

sessionRoutes.post('/customer/signout', async (c) => {
  const body = await jsonBody(c, SignOutRequest)
  await endSession(c.get('deps'), body.refreshToken)
  return ok(c, null)
})

// SPEC §4: "without a customer session the site first obtains a token with a fixed application
// credential". The credential is public (it ships in the bundle), so the token only identifies the
// client; it grants nothing a guest could not do.
sessionRoutes.post('/token/application', async (c) => {
  const body = await jsonBody(c, ApplicationTokenRequest)
  return ok(c, await applicationToken(c.get('deps'), body.clientId))
})
