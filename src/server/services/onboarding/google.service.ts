import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import * as messages from '#shared/domain/messages.ts'
import type { AppDeps } from '#server/http/env.ts'
import { notFound, RequestError } from '#server/http/respond.ts'
import {
  findCustomerByEmail,
  findCustomerByGoogleSubject,
  updateCustomer,
} from './customer.repository.ts'
import { toGoogleData } from './customer-view.ts'
import { startSession } from './session.service.ts'

// /Customer/google: the ID token from Google Identity Services, verified against Google's
// published keys (GOOGLE_JWKS_URL) for our GOOGLE_CLIENT_ID. SPEC §4: a Google account with no
// Waka account yet gets phoneNumber null, and the client opens the registration popup.

export const googleMessages = {
  notConfigured: 'Google sign-in is not configured',
  registerFirst: 'Please register with your phone number to continue.',
} as const

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySet(url: string) {
  let set = keySets.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url))
    keySets.set(url, set)
  }
  return set
}

async function verifyIdToken(deps: AppDeps, clientId: string, idToken: string) {
  try {
    const { payload } = await jwtVerify(idToken, keySet(deps.config.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      currentDate: deps.clock.now(),
    })
    return payload
  } catch {
    throw new RequestError(401, messages.googleFailed)
  }
}

const text = (payload: JWTPayload, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : null

export async function googleSignIn(deps: AppDeps, idToken: string) {
  const clientId = deps.config.GOOGLE_CLIENT_ID
  if (!clientId) throw notFound(googleMessages.notConfigured)
  const payload = await verifyIdToken(deps, clientId, idToken)
  if (!payload.sub) throw new RequestError(401, messages.googleFailed)
  const email = text(payload, 'email')?.toLowerCase() ?? null
  let customer = await findCustomerByGoogleSubject(deps.db, payload.sub)
  // Link by e-mail only when Google vouches for it; ours are verified before they are stored.
  if (!customer && email && payload.email_verified === true) {
    const byEmail = await findCustomerByEmail(deps.db, email)
    if (byEmail && !byEmail.google_subject) {
      customer = await updateCustomer(deps.db, byEmail.id, { google_subject: payload.sub })
    }
  }
  if (!customer) {
    return {
      message: googleMessages.registerFirst,
      data: {
        jwtToken: null,
        refreshToken: null,
        customersId: null,
        email,
        firstName: text(payload, 'given_name'),
        lastName: text(payload, 'family_name'),
        phoneNumber: null,
        customerStage: null,
        image: null,
      },
    }
  }
  const tokens = await startSession(deps, customer.id)
  return { message: messages.loggedIn, data: toGoogleData(customer, tokens) }
}
