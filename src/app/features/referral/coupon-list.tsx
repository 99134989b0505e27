import { useQuery } from '@tanstack/react-query'
import { couponsQueryOptions } from '#app/api/referral.queries.ts'
import type { InferOutput } from 'valibot'
import type { CouponData } from '#shared/contract/account-profile.ts'
import { lagosTime } from '#shared/domain/date-windows.ts'
import { formatNaira } from '#shared/domain/money.ts'

/** Kept by the customer's own unpaid booking, it comes back when that hold ends: not used. */
function couponState(coupon: InferOutput<typeof CouponData>): string {
  if (coupon.heldBy)
    return `Kept by your unpaid booking ${coupon.heldBy.reference} until ${lagosTime(new Date(coupon.heldBy.until))}`
  return coupon.redeemed ? 'Used' : 'Available'
}

/** The coupons friends' sign-ups earned: redeemable at checkout. */
export function CouponList() {
  const { data: coupons, isPending } = useQuery(couponsQueryOptions())
  if (isPending) return null
  return (
    <section aria-labelledby="coupons-title">
      <h2 id="coupons-title">Your coupons</h2>
      {!coupons?.length ? (
        <p>No coupons yet. Invite a friend to earn one.</p>
      ) : (
        <ul className="card-list">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <strong>{coupon.code}</strong> —{' '}
              {coupon.percent != null
                ? `${coupon.percent}% off`
                : `${formatNaira(coupon.amountNaira ?? 0)} off`}{' '}
              <span className="status-badge">{couponState(coupon)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
