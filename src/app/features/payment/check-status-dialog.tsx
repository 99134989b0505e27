import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Dialog } from '#app/ui/dialog.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { confirmQueryOptions } from './confirm.queries.ts'

const POLL_MS = 10_000

/**
 * SPEC §2 'Check Booking Status' for a bank transfer: asks the server whether the transfer has
 * arrived, and asks again every 10 seconds while the dialog is open and the answer is pending.
 */
export function CheckStatusDialog(props: { reference: string; onClose: () => void }) {
  const status = useQuery({
    ...confirmQueryOptions('aza', props.reference),
    refetchInterval: (query) =>
      query.state.data?.kind === 'outcome' && query.state.data.outcome === 'pending'
        ? POLL_MS
        : false,
  })
  const data = status.data
  return (
    <Dialog open title="Check Booking Status" onClose={props.onClose}>
      {!data ? (
        <Spinner label="Checking your payment" />
      ) : data.kind === 'ticket' ? (
        <>
          <p role="status">
            Payment received. Your {data.ticket.hire ? 'buses are' : 'seats are'} booked.
          </p>
          <div className="actions">
            <Link to="/aza-pay" search={{ reference: props.reference }} className="button">
              View Ticket
            </Link>
          </div>
        </>
      ) : (
        <>
          <p role="status">{data.message}</p>
          {status.isFetching && <Spinner label="Checking again" />}
        </>
      )}
    </Dialog>
  )
}
