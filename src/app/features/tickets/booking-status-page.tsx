import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { messages } from '#shared/domain/messages.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { Toast } from '#app/ui/toast.tsx'
import { BookingBlocks } from './booking-blocks.tsx'
import { bookingStatusQueryOptions, useCheckInMutation } from './booking-status.queries.ts'
import { CheckInForm } from './check-in-form.tsx'
import '#app/ui/ticket.css'

/** SPEC §2 Booking Details (/bookingStatus) and check-in by reference. */
export function BookingStatusPage({ reference }: { reference?: string }) {
  const checkIn = useCheckInMutation()
  const [toast, setToast] = useState<string | null>(null)
  const runCheckIn = (ref: string) =>
    checkIn.mutate(ref, {
      onSuccess: (message) => setToast(message),
      onError: (error) => setToast(errorMessage(error, messages.checkInError)),
    })

  return (
    <div className="page result">
      <h1>Booking Details</h1>
      {reference && (
        <StatusOf reference={reference} onCheckIn={runCheckIn} busy={checkIn.isPending} />
      )}
      <CheckInForm initial={reference ?? ''} busy={checkIn.isPending} onCheckIn={runCheckIn} />
      <Toast message={toast} onDismiss={() => setToast(null)} />
    </div>
  )
}

function StatusOf(props: { reference: string; busy: boolean; onCheckIn: (ref: string) => void }) {
  const status = useQuery(bookingStatusQueryOptions(props.reference))
  if (status.isPending) return <Spinner label="Fetching your booking" />
  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404
    return (
      <p role="alert" className="warning">
        {notFound ? messages.bookingStatusNotFound(props.reference) : errorMessage(status.error)}
      </p>
    )
  }
  const { status: data, savedAt } = status.data
  return (
    <>
      {savedAt && (
        <p className="notice" role="status">
          You are offline — showing the booking status saved on{' '}
          {new Date(savedAt).toLocaleString('en-NG')}.
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
