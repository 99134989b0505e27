import * as v from 'valibot'
import { request } from '#app/api/http.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { clearSession, getTokens } from './session.ts'
import { forgetCheckout } from './trip-storage.ts'

const SignOutResponse = envelopeSchema(v.unknown())

/** SPEC §2 Logout: ends the session on the server, clears the stored user and wallet details,
 * goes home and reloads. A failed call still signs out here (the token expires by itself).
 * The tab forgets the customer's checkout and hire too: the home page clears the trip, but not
 * a hire already made, which the next person on the phone must not be offered to pay. */
export async function signOut(destination = '/'): Promise<void> {
  const tokens = getTokens()
  if (tokens) {
    await request('onboarding', '/customer/signout', SignOutResponse, {
      body: { refreshToken: tokens.RefreshToken },
      auth: false,
    }).catch(() => undefined)
  }
  forgetCheckout()
  clearSession()
  window.location.assign(destination)
}
