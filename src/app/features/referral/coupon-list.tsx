import { useQuery } from '@tanstack/react-query'
import { couponsQueryOptions } from '#app/api/referral.queries.ts'
import { formatNaira } from '#shared/domain/money.ts'

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
              <span className="status-badge">{coupon.redeemed ? 'Used' : 'Available'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
