import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNaira } from '#shared/domain/money.ts'
import { errorMessage } from '#app/api/http.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { Page } from '#app/ui/page.tsx'
import { bankAccountQueryOptions } from './bank-transfer.queries.ts'
import { CheckStatusDialog } from './check-status-dialog.tsx'
import { ExpiryCountdown } from './expiry-countdown.tsx'
import '#app/ui/ticket.css'

const TITLE = 'Complete your bank transfer'

/** SPEC §2 Pending bank transfer: where to pay, how long the seats wait, and a status check. */
export function BankTransferPage({ reference }: { reference?: string }) {
  const account = useQuery({ ...bankAccountQueryOptions(reference ?? ''), enabled: !!reference })
  const [copied, setCopied] = useState(false)
  const [checking, setChecking] = useState(false)

  if (!reference)
    return (
      <Page title={TITLE}>
        <p>No booking to pay for was found.</p>
        <Link to="/" className="button">
          Book Again
        </Link>
      </Page>
    )
  if (account.isPending) return <Spinner label="Getting your transfer details" />
  if (account.isError)
    return (
      <Page title={TITLE}>
        <p role="alert">{errorMessage(account.error)}</p>
        <div className="actions">
          <Link to="/bookingStatus" search={{ ref: reference }} className="button">
            Check Booking Status
          </Link>
          <Link to="/" className="button button--ghost">
            Go Home
          </Link>
        </div>
      </Page>
    )

  const details = account.data
  async function copy() {
    try {
      await navigator.clipboard.writeText(details.reference)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Page title={TITLE} lead="Transfer the exact amount to the account below from any bank app.">
      <div className="status-block bank-details">
        <dl>
          <dt>Reservation number</dt>
          <dd>{details.reference}</dd>
          <dt>Bank name</dt>
          <dd>{details.bankName}</dd>
          <dt>Account name</dt>
          <dd>{details.accountName}</dd>
          <dt>Account number</dt>
          <dd>{details.accountNo}</dd>
          <dt>Amount</dt>
          <dd>{formatNaira(details.amount)}</dd>
        </dl>
      </div>
      <ExpiryCountdown expiresAt={details.expiresAt} />
      <p className="field__hint">
        Your seats are reserved, not yet booked: the booking is confirmed when the transfer arrives.
      </p>
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Copy reference
        </button>
        <button type="button" className="button" onClick={() => setChecking(true)}>
          Check Booking Status
        </button>
      </div>
      <p role="status">{copied ? 'Copied!!!' : ''}</p>
      {checking && (
        <CheckStatusDialog reference={details.reference} onClose={() => setChecking(false)} />
      )}
    </Page>
  )
}
