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

export const referralCodeQueryOptions = () => {
  const customer = getUser()?.CustomersId
  return queryOptions({
    queryKey: referralKeys.code(customer),
    queryFn: ({ signal }) =>
      request('onboarding', '/customer/referral', ReferralResponse, { signal }).then(
        (envelope) => envelope.data.referralCode,
      ),
    // Kept on the phone, so the code can still be read out with no signal; for this customer
    // only (query-persister.ts: a shared phone). The coupons likewise, asked again on every
    // visit (a copy restored from the phone is no fresher than when it was saved).
    staleTime: 0,
    meta: { persist: true, customer: customer ?? null },
  })
}

export const couponsQueryOptions = () => {
  const customer = getUser()?.CustomersId
  return queryOptions({
    queryKey: referralKeys.coupons(customer),
    queryFn: ({ signal }) =>
      request('onboarding', '/customer/coupons', CouponsResponse, { signal }).then(
        (envelope) => envelope.data,
      ),
    staleTime: 0,
    meta: { persist: true, customer: customer ?? null },
  })
}
