import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { referralCodeQueryOptions } from '#app/api/referral.queries.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { LastSeen } from '#app/ui/last-seen.tsx'
import { CouponList } from './coupon-list.tsx'
import '#app/ui/account.css'

/** SPEC §2 Referral: the code (or 'No Referral Code Found'), Copy, what it earns, the coupons. */
export function ReferralPage() {
  return (
    <SidebarLayout title="Referral">
      <ReferralCode />
      <p>
        Share your code with friends. When a friend registers on Waka with it, you earn a discount
        coupon, sent to you by e-mail, to use on your next trip.{' '}
        <Link to="/terms">Terms and Conditions</Link> apply.
      </p>
      <CouponList />
    </SidebarLayout>
  )
}

/** The code, as last seen when there is no signal: the traveller can still read it out. */
function ReferralCode() {
  const query = useQuery(referralCodeQueryOptions())
  return (
    <LastSeen query={query} what="your referral code" loading="Loading your referral code…">
      {(code) => <CodeAndCopy code={code} />}
    </LastSeen>
  )
}

function CodeAndCopy({ code }: { code: string | null }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    if (!code) return
    try {
      await navigator.clipboard.writeText(code)
    } catch {
      // Clipboard refused (an old browser, an insecure origin): the code stays on screen.
      return
    }
    setCopied(true)
  }

  return (
    <div className="referral-code">
      {code ? (
        <>
          <span>
            Your referral code: <strong>{code}</strong>
          </span>
          <button type="button" className="button button--small" onClick={() => void copy()}>
            Copy Referral Code
          </button>
          <span role="status">{copied ? messages.copied : ''}</span>
        </>
      ) : (
        <p>{messages.noReferralCode}</p>
      )}
    </div>
  )
}
