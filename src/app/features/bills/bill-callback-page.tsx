import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { billsApi } from '#app/api/bills.queries.ts'
import { ApiError } from '#app/api/http.ts'
import { useUser } from '#app/lib/session.ts'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import * as messages from '#shared/domain/messages.ts'
import { clearPaybillsPayload, readPaybillsPayload } from './bill-order.ts'
import { BillResult } from './bill-result.tsx'

/**
 * SPEC §2 /paybill-call-back: spinner, then 'Your Payment of (reference) was successful.' with
 * 'Buy Again', or 'Failed Payment' with 'Try Again'. The card payment is verified by the server
 * before the pay advice goes to the biller.
 */
export function BillCallbackPage({ reference }: { reference?: string }) {
  const order = reference ? readPaybillsPayload(reference) : null
  const user = useUser()
  const navigate = useNavigate()
  // SPEC §2: the result returns to /bills-payment (going back went to the card checkout).
  const toBills = () => void navigate({ to: '/bills-payment' })
  const result = useQuery({
    queryKey: ['bills', 'callback', reference, order, user?.CustomersId],
    enabled: Boolean(reference && user),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      if (order)
        return billsApi.payAdvice({
          amount: order.amountKobo,
          customerId: order.customerId,
          customerMobile: order.customerMobile,
          paymentCode: order.paymentCode,
          paymentMethod: 'card',
          requestReference: reference!,
        })
      // Another device or a cleared browser: what the server knows of this reference.
      const mine = await billsApi.mine()
      // Unknown, or another customer's: nothing to tell this customer about it.
      return mine.find((b) => b.reference.toUpperCase() === reference!.toUpperCase()) ?? null
    },
  })
  useEffect(() => {
    if (result.isSuccess) clearPaybillsPayload()
  }, [result.isSuccess])

  // The card may well have paid: a page that could not ask (signed out, no signal) says so and
  // asks again, rather than call the payment failed. Signed out with this tab's order, the
  // session that paid has lapsed; without one, nobody has signed in here to ask for.
  const error = result.error instanceof ApiError ? result.error : null
  if (reference && !user)
    return (
      <SignInToConfirm
        reference={reference}
        message={order ? messages.sessionExpired : 'Please sign in to see this payment.'}
      />
    )
  if (reference && error?.status === 401)
    return <SignInToConfirm reference={reference} message={error.shortDescription} />
  if (reference && error?.status === 0)
    return (
      <Page title="Confirming your payment">
        <p role="alert">{error.shortDescription}</p>
        <button type="button" className="button" onClick={() => void result.refetch()}>
          Try Again
        </button>
      </Page>
    )
  if (!reference || result.isError)
    return (
      <Page title="Failed Payment">
        {/* SPEC §8's failed message first, as the failed bill's own page says it. */}
        <p role="alert">
          {reference
            ? `${messages.billFailed} We could not complete the payment ${reference}. If you were charged, the amount is returned to your wallet.`
            : 'No payment reference was given.'}
        </p>
        <Link to="/bills-payment" className="button">
          Try Again
        </Link>
      </Page>
    )
  if (result.isPending) return <Spinner label="Confirming your payment" />
  const bill = result.data
  if (!bill)
    return (
      <Page title="Payment not found">
        <p role="alert">{`We could not find the payment ${reference} for this account.`}</p>
        <Link to="/bills-payment" className="button">
          Back to Bills
        </Link>
      </Page>
    )
  if (bill.status === 'success')
    return (
      <Page title={`Your Payment of (${bill.reference}) was successful.`}>
        <BillResult bill={bill} onDone={toBills} />
        <Link to="/bills-payment" className="button">
          Buy Again
        </Link>
      </Page>
    )
  if (bill.status === 'pending' || bill.status === 'paid')
    return (
      <Page title="Payment processing">
        <BillResult bill={bill} onDone={() => void result.refetch()} />
        <Link to="/bills-payment" className="button button--ghost">
          Back to Bills
        </Link>
      </Page>
    )
  return (
    <Page title="Failed Payment">
      <BillResult bill={bill} onDone={toBills} />
      <Link to="/bills-payment" className="button">
        Try Again
      </Link>
    </Page>
  )
}

function SignInToConfirm({ reference, message }: { reference: string; message: string }) {
  return (
    <Page title="Confirming your payment">
      <p role="alert">{message}</p>
      <Link
        to="/signin"
        search={{ redirect: `/paybill-call-back?reference=${encodeURIComponent(reference)}` }}
        className="button"
      >
        Sign In
      </Link>
    </Page>
  )
}
