import { useState, type KeyboardEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { CouponData } from '#shared/contract/account-profile.ts'
import { bookingMessages } from '#shared/domain/booking-messages.ts'
import { normalizeCouponCode } from '#shared/domain/coupon-code.ts'
import { lagosTime } from '#shared/domain/date-windows.ts'
import { formatNaira, koboToNaira, nairaToKobo } from '#shared/domain/money.ts'
import { errorMessage } from '#app/api/http.ts'
import { Field } from '#app/ui/field.tsx'
import { couponsQueryOptions } from '#app/api/referral.queries.ts'
import type { AppliedCoupon } from './booking-payload.ts'

// SPEC §2 Referral: a signed-in customer redeems a coupon at the trip summary. The code is checked
// against the customer's own unused coupons first, so the total shown is the one the server will
// compute; the server still decides when booking (a coupon used meanwhile is refused there).

type Coupon = v.InferOutput<typeof CouponData>

const toApplied = (coupon: Coupon): AppliedCoupon => ({
  code: coupon.code,
  percent: coupon.percent,
  amountKobo: coupon.amountNaira === null ? null : nairaToKobo(coupon.amountNaira),
})

export const couponLabel = (coupon: AppliedCoupon) =>
  coupon.percent
    ? `${coupon.percent}% off`
    : `${formatNaira(koboToNaira(coupon.amountKobo ?? 0))} off`

interface CouponFieldProps {
  applied: AppliedCoupon | null
  onApply: (coupon: AppliedCoupon) => void
  onRemove: () => void
}

export function CouponField({ applied, onApply, onRemove }: CouponFieldProps) {
  const queryClient = useQueryClient()
  // Fresh on every summary: a coupon spent on another booking should not be offered again.
  const coupons = useQuery({ ...couponsQueryOptions(), staleTime: 0 })
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const available = (coupons.data ?? []).filter((c) => !c.redeemed)

  async function apply(typed: string) {
    const wanted = normalizeCouponCode(typed)
    if (!wanted) return setProblem('Please enter a coupon code.')
    let list: Coupon[]
    try {
      list = coupons.data ?? (await queryClient.fetchQuery(couponsQueryOptions()))
    } catch (error) {
      return setProblem(errorMessage(error, 'We could not check your coupons, please try again.'))
    }
    const found = list.find((c) => c.code === wanted && !c.redeemed)
    const held = list.find((c) => c.code === wanted && c.heldBy)?.heldBy
    if (held)
      return setProblem(bookingMessages.couponHeld(held.reference, lagosTime(new Date(held.until))))
    if (!found) return setProblem(bookingMessages.couponInvalid)
    setProblem(null)
    setCode('')
    onApply(toApplied(found))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void apply(code)
  }

  if (applied)
    return (
      <div className="coupon coupon--applied">
        <p role="status">
          Coupon <strong>{applied.code}</strong> applied: {couponLabel(applied)}
        </p>
        <button type="button" className="button button--ghost button--small" onClick={onRemove}>
          Remove
        </button>
      </div>
    )
  return (
    <div className="coupon">
      <div className="coupon__entry">
        <Field label="Coupon Code" error={problem ?? undefined}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.target.value)
                setProblem(null)
              }}
              onKeyDown={onKeyDown}
            />
          )}
        </Field>
        <button type="button" className="button button--small" onClick={() => void apply(code)}>
          Apply
        </button>
      </div>
      {available.length > 0 && (
        <ul className="coupon__list" aria-label="Your coupons">
          {available.map((coupon) => (
            <li key={coupon.code}>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onApply(toApplied(coupon))}
              >
                Use {coupon.code} ({couponLabel(toApplied(coupon))})
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
