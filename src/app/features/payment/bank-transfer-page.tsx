import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { errorMessage } from '#app/api/http.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { Page } from '#app/ui/page.tsx'
import { TicketView } from '#app/ui/ticket-view.tsx'
import type { Ticket } from '#shared/contract/booking.ts'
import { settleHire } from '#app/lib/hire-storage.ts'
import { bankAccountQueryOptions } from './bank-transfer.queries.ts'
import { CheckStatusDialog } from './check-status-dialog.tsx'
import { confirmQueryOptions } from './confirm.queries.ts'
import { ExpiryCountdown, useSecondsLeft } from './expiry-countdown.tsx'
import '#app/ui/ticket.css'

const TITLE = 'Complete your bank transfer'
/** SPEC §2 'Transaction Pending' hire variant: the hire this tab just booked (hireEmailAmount). */
function isHire(reference: string): boolean {
  try {
    const saved = JSON.parse(sessionStorage.getItem('hireEmailAmount') ?? 'null') as {
      refCode?: string
    } | null
    return saved?.refCode?.toUpperCase() === reference.toUpperCase()
  } catch {
    return false
  }
}

/** How often the open page asks whether the transfer has arrived. */
const POLL_MS = 5_000

/**
 * SPEC §2 Pending bank transfer: where to pay and how long the seats (a hire's buses) wait. While
 * the page is open it asks whether the money has arrived and turns into the ticket once it has;
 * when the hour runs out it says they were released.
 */
export function BankTransferPage({ reference }: { reference?: string }) {
  const account = useQuery({ ...bankAccountQueryOptions(reference ?? ''), enabled: !!reference })
  // No account to show (the booking is paid already, or there is no signal): the page opened
  // again after the transfer arrived still shows the ticket, from the server or this phone.
  const paid = useQuery({
    ...confirmQueryOptions('aza', reference ?? ''),
    enabled: !!reference && account.isError,
  })

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
  if (account.isError && paid.data?.kind === 'ticket')
    return (
      <PaidTransfer
        ticket={paid.data.ticket}
        savedAt={paid.data.savedAt}
        held={isHire(reference) || paid.data.ticket.hire ? 'buses' : 'seats'}
      />
    )
  // Its transfer was given back (the wrong amount, or too late): say so, not only that it ended.
  if (account.isError && paid.data?.kind === 'outcome' && paid.data.outcome === 'refunded')
    return (
      <ReleasedTransfer
        reference={reference}
        held={isHire(reference) ? 'buses' : 'seats'}
        message={paid.data.message}
      />
    )
  if (account.isError && paid.isPending) return <Spinner label="Checking your booking" />
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
  return <PendingTransfer details={account.data} />
}

function PaidTransfer(props: { ticket: Ticket; held: 'seats' | 'buses'; savedAt?: string }) {
  const reference = props.ticket.bookingReferenceCode
  // A paid hire's details no longer offer to pay (SPEC §3: cleared after confirmation).
  useEffect(() => settleHire(reference), [reference])
  return (
    <div className="page result">
      <p className="notice" role="status">
        {props.savedAt
          ? 'You are offline — showing the saved ticket.'
          : `Payment received. Your ${props.held} are booked.`}
      </p>
      <TicketView ticket={props.ticket} />
      <div className="actions">
        <Link to="/" className="button button--ghost">
          Go Home
        </Link>
      </div>
    </div>
  )
}

function ReleasedTransfer(props: { reference: string; held: 'seats' | 'buses'; message: string }) {
  return (
    <Page title={`Your ${props.held} were released`}>
      <p role="alert">{props.message}</p>
      <div className="actions">
        <Link to="/bookingStatus" search={{ ref: props.reference }} className="button">
          Check Booking Status
        </Link>
        <Link to="/" className="button button--ghost">
          Book Again
        </Link>
      </div>
    </Page>
  )
}

interface TransferDetails {
  reference: string
  bankName: string
  accountName: string
  accountNo: string
  amount: number
  expiresAt: string
}

function PendingTransfer({ details }: { details: TransferDetails }) {
  const [checking, setChecking] = useState(false)
  const [copied, setCopied] = useState('')
  const left = useSecondsLeft(details.expiresAt)
  const status = useQuery({
    ...confirmQueryOptions('aza', details.reference),
    // Ask now and every few seconds until the server says it is settled: paid, or the hold over.
    // Not stopped when the countdown ends: the server, not this phone, says the seats are gone.
    refetchInterval: (query) => {
      const data = query.state.data
      const waiting =
        !data || data.kind === 'offline' || (data.kind === 'outcome' && data.outcome === 'pending')
      return waiting ? POLL_MS : false
    },
    refetchIntervalInBackground: false,
  })
  const answer = status.data
  const hire = isHire(details.reference)
  // A hire holds whole buses, a booking its seats.
  const held = hire || (answer?.kind === 'ticket' && answer.ticket.hire) ? 'buses' : 'seats'

  if (answer?.kind === 'ticket') return <PaidTransfer ticket={answer.ticket} held={held} />
  const settled = answer?.kind === 'outcome' && answer.outcome !== 'pending'
  if (left === 0 || settled)
    return (
      <ReleasedTransfer
        reference={details.reference}
        held={held}
        message={
          settled
            ? answer.message
            : `The hour to pay has run out, so your ${held} were released. If you have already sent the money, check your booking status; otherwise please book again.`
        }
      />
    )

  async function copy(what: string, value: string) {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(`${what}: ${messages.copied}`)
    } catch {
      setCopied(`Could not copy the ${what.toLowerCase()}: please note it down.`)
    }
  }
  return (
    <Page
      title={hire ? 'Transaction Pending' : TITLE}
      lead={
        hire
          ? `Your bus hire ${details.reference} is reserved. Transfer ${formatNaira(details.amount)} to the account below from any bank app.`
          : 'Transfer the exact amount to the account below from any bank app.'
      }
    >
      <div className="status-block bank-details">
        <dl>
          <dt>Reservation number</dt>
          <dd>
            <span className="bank-details__code">{details.reference}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void copy('Reference', details.reference)}
            >
              Copy reference
            </button>
          </dd>
          <dt>Bank name</dt>
          <dd>{details.bankName}</dd>
          <dt>Account name</dt>
          <dd>{details.accountName}</dd>
          <dt>Account number</dt>
          <dd>
            <span className="bank-details__code">{details.accountNo}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label="Copy account number"
              onClick={() => void copy('Account number', details.accountNo)}
            >
              Copy
            </button>
          </dd>
          <dt>Amount</dt>
          <dd>{formatNaira(details.amount)}</dd>
        </dl>
      </div>
      <ExpiryCountdown
        expiresAt={details.expiresAt}
        lapse={`the ${held} are released`}
        expired="This reservation has expired. Please book again."
      />
      <p className="field__hint">
        Your {held} are reserved, not yet booked. Keep this page open: it turns into your ticket as
        soon as the transfer arrives.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => setChecking(true)}>
          Check Booking Status
        </button>
      </div>
      <p role="status">{copied}</p>
      {checking && (
        <CheckStatusDialog reference={details.reference} onClose={() => setChecking(false)} />
      )}
    </Page>
  )
}
