import { useFormMutation } from './form-mutation.ts'
import * as v from 'valibot'
import { request } from './http.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'

// SPEC §4 Forgot password and SPEC §2 Settings → Change Password (SPEC §7 calls).
const DoneResponse = envelopeSchema(v.unknown())

/** An e-mail or a phone: the server sends the code to whichever it is. */
export function useSendResetCodeMutation() {
  return useFormMutation({
    mutationFn: (identifier: string) =>
      request('onboarding', '/api/customers/ForgotPasswordVerificationCode', DoneResponse, {
        body: identifier.includes('@') ? { email: identifier } : { phoneNumber: identifier },
        auth: false,
      }),
  })
}

export function useResetPasswordMutation() {
  return useFormMutation({
    mutationFn: (input: { username: string; newPassword: string; otp: string }) =>
      request('onboarding', '/customer/forgetpasswordv2', DoneResponse, {
        body: input,
        auth: false,
      }),
  })
}

export function useChangePasswordMutation() {
  return useFormMutation({
    mutationFn: (input: { oldPassword: string; password: string; confirmPassword: string }) =>
      request('onboarding', '/customer/ChangePassword', DoneResponse, { body: input }),
  })
}
