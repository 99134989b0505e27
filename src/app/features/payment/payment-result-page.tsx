import { useCallback, useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { GatewayKey } from '#shared/domain/payment-methods.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { clearTripData, forgetTransaction } from '#app/lib/trip-storage.ts'
import { forgetEndedHire, settleHire } from '#app/lib/hire-storage.ts'
import { TicketView } from '#app/ui/ticket-view.tsx'
import { announcePageShown, keepPageSnapshot } from '#app/offline/page-snapshot.ts'
import { isFundingReference } from '#shared/domain/wallet.ts'
import * as messages from '#shared/domain/messages.ts'
import { FundingResult } from './funding-result.tsx'
import { confirmQueryOptions, type Confirmation, type Outcome } from './confirm.queries.ts'

interface PaymentResultPageProps {
  gateway: GatewayKey
  reference?: string
}

/** SPEC §7/§8: what some providers' pages say of an outcome, in place of the server's words. */
const PROVIDER_WORDS: Partial<Record<GatewayKey, Partial<Record<Outcome, string>>>> = {
  bnpl: { cancelled: messages.bnplCancelled },
  budpay: { cancelled: messages.budpayClosed },
  opay: { failed: messages.opayFailed },
}

const TITLES: Record<Outcome, string> = {
  failed: 'Failed Booking',
  cancelled: 'Your Booking was Cancelled!!!',
  pending: 'Payment pending',
  refunded: 'Payment received after your reservation expired',
  expired: 'Reservation expired',
  unknown: 'Failed Booking',
}

/** SPEC §2 payment result pages: a wallet funding's result, or the booking's. */
export function PaymentResultPage(props: PaymentResultPageProps) {
  if (props.reference && isFundingReference(props.reference))
    return <FundingResult reference={props.reference} />
  return <BookingResult {...props} />
}

/** Spinner, then the ticket or 'Failed Booking' / cancelled. */
function BookingResult({ gateway, reference }: PaymentResultPageProps) {
  const confirmation = useQuery({
    ...confirmQueryOptions(gateway, reference ?? ''),
    enabled: Boolean(reference),
  })
  const confirmed = confirmation.data?.kind === 'ticket'
  useEffect(() => {
    // SPEC §3: trip data is cleared after payment confirmation; a hire's too, so Back to its
    // details does not offer to hire (and charge for) the same buses again.
    if (!confirmed) return
    clearTripData()
    if (reference) settleHire(reference)
  }, [confirmed, reference])
  // A booking that is over (declined, closed, lapsed, paid back) is not the one to pay for if
  // the traveller goes back to checkout: the next way to pay books the seats afresh.
  const over = confirmation.data?.kind === 'outcome' && confirmation.data.outcome !== 'pending'
  useEffect(() => {
    if (!over || !reference) return
    forgetTransaction(reference)
    forgetEndedHire(reference)
  }, [over, reference])
  const settledWithoutTicket = !confirmation.isPending && !confirmed
  useEffect(() => {
    // A ticket makes way for the painted snapshot once drawn (Result); any other outcome now.
    if (settledWithoutTicket || !reference) announcePageShown()
  }, [settledWithoutTicket, reference])

  if (!reference)
    return <Outcome title="Failed Booking" message="No payment reference was given." />
  if (confirmation.isPending) return <Spinner label="Confirming your payment" />
  if (confirmation.isError)
    return (
      <Outcome title="Failed Booking" message="An error occured while processing your request." />
    )
  return (
    <Result
      gateway={gateway}
      reference={reference}
      confirmation={confirmation.data}
      onRetry={() => void confirmation.refetch()}
    />
  )
}

function Result(props: {
  gateway: GatewayKey
  reference: string
  confirmation: Confirmation
  onRetry: () => void
}) {
  const { confirmation, reference } = props
  const fresh = confirmation.kind === 'ticket' && !confirmation.savedAt
  // Issue 9: the page as it is now, for the next launch of this address to paint at once; a
  // snapshot painted for this launch makes way once the ticket is drawn again.
  const onDrawn = useCallback(() => {
    announcePageShown()
    if (fresh) void keepPageSnapshot(reference)
  }, [fresh, reference])
  if (confirmation.kind === 'ticket')
    return (
      <div className="page result">
        {confirmation.savedAt && (
          <p className="notice" role="status">
            You are offline — showing the saved ticket.
          </p>
        )}
        {confirmation.notice && (
          <p className="notice" role="status">
            {confirmation.notice}
          </p>
        )}
        <TicketView ticket={confirmation.ticket} onDrawn={onDrawn} />
        <div className="actions">
          {props.gateway === 'bnpl' && (
            <Link to="/bookingStatus" search={{ ref: reference }} className="button">
              Check Booking Details
            </Link>
          )}
          <Link to="/" className="button button--ghost">
            Go Home
          </Link>
        </div>
      </div>
    )
  if (confirmation.kind === 'offline')
    return (
      <Outcome title="You are offline" message={confirmation.message} onRetry={props.onRetry} />
    )
  const { outcome } = confirmation
  const providerWords = PROVIDER_WORDS[props.gateway]?.[outcome]
  return (
    <Outcome
      title={TITLES[outcome]}
      message={providerWords ?? confirmation.message}
      alert={providerWords !== undefined}
      onRetry={outcome === 'pending' ? props.onRetry : undefined}
    />
  )
}

function Outcome(props: {
  title: string
  message: string
  /** Announced as soon as it shows (SPEC's alerts). */
  alert?: boolean
  onRetry?: () => void
}) {
  return (
    <div className="page result">
      <div className="result__outcome">
        <h1>{props.title}</h1>
        {/* The server's message for a cancelled payment is SPEC's heading itself: once is enough. */}
        {props.message !== props.title && (
          <p role={props.alert ? 'alert' : undefined}>{props.message}</p>
        )}
        <div className="actions">
          {props.onRetry && (
            <button type="button" className="button" onClick={props.onRetry}>
              Check Again
            </button>
          )}
          <Link to="/" className="button">
            Book Again
          </Link>
          <Link to="/" className="button button--ghost">
            Go Home
          </Link>
        </div>
      </div>
    </div>
  )
}
