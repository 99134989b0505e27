import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Field } from '#app/ui/field.tsx'
import { bookingMessages } from '#shared/domain/booking-messages.ts'

/** SPEC §2 Home, Booking status: reference code required (SPEC §5), then /bookingStatus. */
export function BookingStatusForm() {
  const navigate = useNavigate()
  const [ref, setRef] = useState('')
  const [error, setError] = useState<string>()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = ref.trim()
    if (!code) {
      setError(bookingMessages.referenceMissing)
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    void navigate({ to: '/bookingStatus', search: { ref: code } })
  }

  return (
    <form className="search-form" noValidate onSubmit={onSubmit}>
      <Field
        label="Booking Reference"
        error={error}
        hint="As shown on your ticket or payment e-mail."
      >
        {(control) => (
          <input
            {...control}
            required
            autoCapitalize="characters"
            autoComplete="off"
            value={ref}
            onChange={(event) => {
              setRef(event.target.value)
              setError(undefined)
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button--block search-form__submit">
        Check Status
      </button>
    </form>
  )
}
