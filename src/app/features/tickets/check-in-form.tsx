import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Field } from '#app/ui/field.tsx'
import { bookingMessages } from '#shared/domain/booking-messages.ts'
import { bookingStatusKeys } from './booking-status.queries.ts'

/**
 * SPEC §2 'Enter Ref code': finds the booking (issue 12: looking up is not checking in; the
 * booking's own 'Check In' does that, deliberately, in its window).
 */
export function FindBookingForm(props: {
  initial: string
  onFind: (reference: string) => void
  title?: string
}) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState(props.initial)
  const [error, setError] = useState<string>()
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!code.trim()) {
      setError(bookingMessages.referenceMissing)
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    const reference = code.trim().toUpperCase()
    // The booking on the page found again (its lookup failed: a lost answer, a server hiccup):
    // the address does not change, so it is asked for again here. Another one opens on its own.
    void queryClient.invalidateQueries({ queryKey: bookingStatusKeys.one(reference) })
    props.onFind(reference)
  }
  const title = props.title ?? 'Find your booking'
  return (
    <form className="status-block" noValidate onSubmit={onSubmit} aria-label={title}>
      <h2>{title}</h2>
      <Field label="Enter Ref code" error={error}>
        {(control) => (
          <input
            {...control}
            autoCapitalize="characters"
            autoComplete="off"
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setError(undefined)
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button--block">
        Find Booking
      </button>
    </form>
  )
}
