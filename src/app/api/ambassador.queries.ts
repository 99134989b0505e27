import { useFormMutation } from './form-mutation.ts'
import {
  AmbassadorDoneResponse,
  AmbassadorResponse,
  type Tier3UpgradeInput,
} from '#shared/contract/ambassador.ts'
import { request } from './http.ts'

// SPEC §7 Ambassador calls: tier 3 upgrade and account deletion.

export function useRequestUpgradeMutation(verificationId: string) {
  return useFormMutation({
    mutationFn: (input: Tier3UpgradeInput) =>
      request(
        'ambassador',
        `/Accounts/Tier3AccountUpgradeRequest/${encodeURIComponent(verificationId)}`,
        AmbassadorDoneResponse,
        { body: input, auth: false },
      ),
  })
}

export function useVerifyUpgradeMutation() {
  return useFormMutation({
    mutationFn: (input: { otp: string; phoneNumber: string }) =>
      request(
        'ambassador',
        '/Accounts/VerifyTier3AccountUpgradeRequestOtp',
        AmbassadorDoneResponse,
        {
          body: input,
          auth: false,
        },
      ),
  })
}

export function useFindAmbassadorMutation() {
  return useFormMutation({
    mutationFn: async (email: string) =>
      (
        await request(
          'ambassador',
          `/Accounts/GetAmbassadorByEmail/${encodeURIComponent(email.trim())}`,
          AmbassadorResponse,
          { auth: false },
        )
      ).data,
  })
}

export function useRequestDeletionMutation() {
  return useFormMutation({
    mutationFn: (id: number) =>
      request(
        'ambassador',
        `/apiV2/Accounts/DeleteAmbassadorRequest/${id}`,
        AmbassadorDoneResponse,
        {
          method: 'DELETE',
          auth: false,
        },
      ),
  })
}

export function useDeleteWithOtpMutation() {
  return useFormMutation({
    mutationFn: ({ id, otp }: { id: number; otp: string }) =>
      request(
        'ambassador',
        `/apiV2/Accounts/DeleteWithOTPAmbassador/${id}/${otp}`,
        AmbassadorDoneResponse,
        {
          method: 'DELETE',
          auth: false,
        },
      ),
  })
}
