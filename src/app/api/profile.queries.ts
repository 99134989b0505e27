import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useFormMutation } from './form-mutation.ts'
import * as v from 'valibot'
import { request } from './http.ts'
import { CustomerProfile } from '#shared/contract/account-profile.ts'
import { OtpSentData } from '#shared/contract/account.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { getUser, updateUser } from '#app/lib/session.ts'

// SPEC §7 profile calls: /login-reg, e-mail verification and Settings → Profile. Answers are the
// customer's own: the profile is kept on the phone for them only (query-persister.ts).
const ProfileResponse = envelopeSchema(CustomerProfile)
const PhotoResponse = envelopeSchema(v.object({ image: v.nullable(v.string()) }))
const OtpSentResponse = envelopeSchema(OtpSentData)
const DoneResponse = envelopeSchema(v.unknown())

export const profileKeys = {
  all: ['customer-profile'] as const,
  of: (customerId: number | undefined) => [...profileKeys.all, customerId] as const,
}

export const profileQueryOptions = () => {
  const customer = getUser()?.CustomersId
  return queryOptions({
    queryKey: profileKeys.of(customer),
    queryFn: async ({ signal }) => {
      const { data } = await request('onboarding', '/customer/profile', ProfileResponse, {
        signal,
      })
      // The top bar and checkout read the stored user: keep it current.
      updateUser(data)
      return data
    },
    staleTime: 0,
    // Settings opens with no signal as last seen; for this customer only (a shared phone).
    meta: { persist: true, customer: customer ?? null },
  })
}

type ProfileEnvelope = v.InferOutput<typeof ProfileResponse>

/** Every profile change answers with the whole profile: cache it and store it. */
function useProfileMutation<TInput>(mutationFn: (input: TInput) => Promise<ProfileEnvelope>) {
  const queryClient = useQueryClient()
  return useFormMutation({
    mutationFn,
    onSuccess: ({ data: profile }) => {
      updateUser(profile)
      queryClient.setQueryData(profileKeys.of(profile.CustomersId), profile)
    },
  })
}

export interface CompleteProfileInput {
  firstName: string
  lastName: string
  gender: number
  referralCode: string
  nextOfKinName: string
  nextOfKinGender: number | null
  nextOfKinPhoneNumber: string
}

/** /login-reg 'Personalise your profile': CustomerStage 0 → 1. */
export function useCompleteProfileMutation() {
  return useProfileMutation((input: CompleteProfileInput) =>
    request('onboarding', '/customer/updateprofilev2', ProfileResponse, {
      body: { ...input, phoneNumber: getUser()?.PhoneNumber, title: '' },
    }),
  )
}

export interface UpdateProfileInput {
  firstName: string
  lastName: string
  sex: number
  nextOfKinName: string
  nextOfKinMobile: string
}

/** Settings → Profile: e-mail and phone are read-only, sent back unchanged. */
export function useUpdateProfileMutation() {
  return useProfileMutation((input: UpdateProfileInput) => {
    const user = getUser()
    return request('onboarding', '/customer/Update', ProfileResponse, {
      body: { ...input, email: user?.Email ?? '', mobile: user?.PhoneNumber ?? '' },
    })
  })
}

/** SPEC §4 Email verification, step 1: a code to the address. */
export function useSendEmailCodeMutation() {
  return useFormMutation({
    mutationFn: (email: string) =>
      request('onboarding', '/customer/updateemailv2', OtpSentResponse, {
        body: { email, phoneNumber: getUser()?.PhoneNumber },
      }),
  })
}

/** Step 2: the code back; the address becomes the account's. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient()
  return useFormMutation({
    mutationFn: (input: { email: string; otpCode: string }) =>
      request('onboarding', '/Otp/verify', DoneResponse, {
        body: { username: getUser()?.PhoneNumber, ...input },
      }),
    // The verified address is the customer's now: checkout shows it read-only (SPEC §2).
    onSuccess: (_answer, { email }) => {
      updateUser({ Email: email })
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}

export function useUploadPhotoMutation() {
  const queryClient = useQueryClient()
  return useFormMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file)
      return request('onboarding', '/customer/updatephoto', PhotoResponse, { body: form })
    },
    onSuccess: ({ data }) => {
      updateUser({ Image: data.image })
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}

export function useRemovePhotoMutation() {
  const queryClient = useQueryClient()
  return useFormMutation({
    mutationFn: () =>
      request(
        'onboarding',
        `/api/customers/removeCustomerPhoto/${getUser()?.CustomersId ?? 0}`,
        DoneResponse,
        { method: 'DELETE' },
      ),
    onSuccess: () => {
      updateUser({ Image: null })
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}
