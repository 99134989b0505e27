import { useFormMutation } from '#app/api/form-mutation.ts'
import * as v from 'valibot'
import { request } from '#app/api/http.ts'
import { OtpSentData } from '#shared/contract/account.ts'
import { SignInData } from '#shared/contract/account-profile.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'

// SPEC §4 Registration: a code to the phone, the code back, then the password (SPEC §7).
const OtpSentResponse = envelopeSchema(OtpSentData)
const DoneResponse = envelopeSchema(v.unknown())
/** Registration answers with a session: the new customer is signed in at once. */
const RegisteredResponse = envelopeSchema(v.object({ signIn: SignInData }))

export function useSendPhoneOtpMutation() {
  return useFormMutation({
    mutationFn: (phoneNumber: string) =>
      request('onboarding', '/Otp/sendtophonenumber', OtpSentResponse, {
        body: { phoneNumber },
        auth: false,
      }),
  })
}

export function useVerifyPhoneOtpMutation() {
  return useFormMutation({
    mutationFn: (input: { phoneNumber: string; otpCode: string; dateTime?: string }) =>
      request('onboarding', '/Otp/verify', DoneResponse, {
        body: { username: input.phoneNumber, otpCode: input.otpCode, dateTime: input.dateTime },
        auth: false,
      }),
  })
}

export interface RegisterInput {
  phoneNumber: string
  password: string
  confirmPassword: string
  referralCode?: string
}

export function useRegisterMutation() {
  return useFormMutation({
    mutationFn: (input: RegisterInput) =>
      request('onboarding', '/customer/registerv2', RegisteredResponse, {
        body: { ...input, clientId: 'waka-web', countryId: 1 },
        auth: false,
      }),
  })
}
