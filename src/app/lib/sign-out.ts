import * as v from 'valibot'
import { request } from '#app/api/http.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { clearSession, getTokens } from './session.ts'

const SignOutResponse = envelopeSchema(v.unknown())

/** SPEC §2 Logout: ends the session on the server, clears the stored user and wallet details,
 * goes home and reloads. A failed call still signs out here (the token expires by itself). */
export async function signOut(destination = '/'): Promise<void> {
  const tokens = getTokens()
  if (tokens) {
    await request('onboarding', '/customer/signout', SignOutResponse, {
      body: { refreshToken: tokens.RefreshToken },
      auth: false,
    }).catch(() => undefined)
  }
  clearSession()
  window.location.assign(destination)
}
