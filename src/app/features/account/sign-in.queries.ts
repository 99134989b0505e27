import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { request } from '#app/api/http.ts'
import { SignInResponse, type SignInPayload } from '#shared/contract/account-profile.ts'
import { saveSession, type SessionUser } from '#app/lib/session.ts'

// SPEC §7 POST /customer/signin. SPEC §3: the answer is PascalCase (Code, Data.JwtToken…); it is
// read as such and given the envelope names the API client expects.
const SignInEnvelope = v.pipe(
  SignInResponse,
  v.transform((r) => ({ ...r, code: r.Code, shortDescription: r.ShortDescription })),
)

export interface SignInInput {
  userName: string
  password: string
}

/** Starts the session from a sign-in answer: the profile under 'user', the tokens under 'auth'. */
export function startSession(data: SignInPayload): SessionUser {
  const { JwtToken, RefreshToken, CustomerPhoto, AccountIsConfirmed: _, ...profile } = data
  const user = { ...profile, Image: profile.Image ?? CustomerPhoto }
  saveSession(user, { Token: JwtToken, RefreshToken })
  return user
}

export function useSignInMutation() {
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      const response = await request('onboarding', '/customer/signin', SignInEnvelope, {
        body: {
          userName: input.userName.trim(),
          password: input.password,
          deviceToken: '',
          countryId: 1,
          clientId: 'waka-web',
        },
        auth: false,
      })
      return startSession(response.Data)
    },
  })
}
