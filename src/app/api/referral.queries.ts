import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { request } from './http.ts'
import { CouponData, ReferralData } from '#shared/contract/account-profile.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { getUser } from '#app/lib/session.ts'

// SPEC §2 Referral: the customer's code, and the coupons friends' sign-ups earned them.
const ReferralResponse = envelopeSchema(ReferralData)
const CouponsResponse = envelopeSchema(v.array(CouponData))

export const referralKeys = {
  code: (customerId: number | undefined) => ['referral-code', customerId] as const,
  coupons: (customerId: number | undefined) => ['coupons', customerId] as const,
}

export const referralCodeQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.code(getUser()?.CustomersId),
    queryFn: ({ signal }) =>
      request('onboarding', '/customer/referral', ReferralResponse, { signal }).then(
        (envelope) => envelope.data.referralCode,
      ),
  })

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.coupons(getUser()?.CustomersId),
    queryFn: ({ signal }) =>
      request('onboarding', '/customer/coupons', CouponsResponse, { signal }).then(
        (envelope) => envelope.data,
      ),
  })
