import { useState, type FormEvent } from 'react'
import { Field } from '#app/ui/field.tsx'

/** SPEC §2 check-in by reference: 'Enter Ref code' and Check In (code required, SPEC §5). */
export function CheckInForm(props: {
  initial: string
  busy: boolean
  onCheckIn: (reference: string) => void
}) {
  const [code, setCode] = useState(props.initial)
  const [error, setError] = useState<string>()
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!code.trim()) {
      setError('Enter your booking reference code.')
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    props.onCheckIn(code.trim())
  }
  return (
    <form className="status-block" noValidate onSubmit={onSubmit} aria-labelledby="check-in-title">
      <h2 id="check-in-title">Check in by reference</h2>
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
      <button type="submit" className="button button--block" disabled={props.busy}>
        Check In
      </button>
    </form>
  )
}
