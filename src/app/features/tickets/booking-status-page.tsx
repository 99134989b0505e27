import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { formatDateTime } from '#app/lib/format-day.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { Toast } from '#app/ui/toast.tsx'
import { BookingBlocks } from './booking-blocks.tsx'
import {
  bookingStatusQueryOptions,
  useAskAgainWhenOnline,
  useCheckInMutation,
} from './booking-status.queries.ts'
import { FindBookingForm } from './check-in-form.tsx'
import { TicketView } from '#app/ui/ticket-view.tsx'
import { MyTickets } from './my-tickets.tsx'
import '#app/ui/ticket.css'

// Ours (SPEC §8 has no line for it): why the checkout brought the traveller here. Kept with the
// page, not in booking-messages.ts, whose object would come along with it.
const paidInAnotherTab = 'This booking was already paid, in another tab or window.'

/**
 * SPEC §2 Booking Details (/bookingStatus) and check-in by reference. `alreadyPaid`: the
 * checkout sent the traveller here, the booking being paid meanwhile in another tab.
 */
export function BookingStatusPage(props: { reference?: string; alreadyPaid?: boolean }) {
  const { reference } = props
  const navigate = useNavigate()
  const checkIn = useCheckInMutation()
  const [toast, setToast] = useState<{ text: string; ok: boolean } | null>(null)
  const runCheckIn = (ref: string) =>
    checkIn.mutate(ref, {
      onSuccess: (message) => setToast({ text: message, ok: true }),
      onError: (error) => setToast({ text: errorMessage(error, messages.checkInError), ok: false }),
    })

  // A hired bus is not checked in: no way to check in is offered for one.
  const looked = useQuery({ ...bookingStatusQueryOptions(reference ?? ''), enabled: false })
  const hired = Boolean(
    reference && (looked.data?.status?.userData[0]?.hire ?? looked.data?.ticket?.hire),
  )

  return (
    <div className="page result">
      <h1>Booking Details</h1>
      {reference && props.alreadyPaid && (
        <p className="notice" role="status">
          {paidInAnotherTab}
        </p>
      )}
      {reference ? (
        <StatusOf reference={reference} onCheckIn={runCheckIn} busy={checkIn.isPending} />
      ) : (
        <MyTickets />
      )}
      <FindBookingForm
        initial={reference ?? ''}
        onFind={(ref) => void navigate({ to: '/bookingStatus', search: { ref } })}
      />
      {!hired && (
        <p>
          At the roadside?{' '}
          <Link to="/selfcheckin" search={reference ? { ref: reference } : {}}>
            Check in by location
          </Link>
        </p>
      )}
      <Toast
        message={toast?.text ?? null}
        tone={toast?.ok ? 'success' : 'error'}
        onDismiss={() => setToast(null)}
      />
    </div>
  )
}

function StatusOf(props: { reference: string; busy: boolean; onCheckIn: (ref: string) => void }) {
  const status = useQuery(bookingStatusQueryOptions(props.reference))
  useAskAgainWhenOnline(Boolean(status.data?.savedAt))
  if (status.isPending) return <Spinner label="Fetching your booking" />
  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404
    return (
      <p role="alert" className="warning">
        {notFound ? messages.bookingStatusNotFound(props.reference) : errorMessage(status.error)}
      </p>
    )
  }
  const { status: data, savedAt, ticket } = status.data
  if (!data)
    return (
      <>
        <p className="notice" role="status">
          You are offline — showing the ticket saved on this phone.
        </p>
        {ticket && <TicketView ticket={ticket} headingLevel={2} />}
      </>
    )
  return (
    <>
      {savedAt && (
        <p className="notice" role="status">
          You are offline — showing the booking status saved on {formatDateTime(savedAt)}.
        </p>
      )}
      <BookingBlocks
        rows={data.userData}
        busy={props.busy}
        onCheckIn={() => props.onCheckIn(data.refCode)}
      />
    </>
  )
}
