import { useState } from 'react'
import { Field } from './field.tsx'

interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password with show/hide (SPEC §2 Settings, sign-in). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password-field">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {/* Named as it reads (WCAG 2.5.3: 'Hide' said by voice finds it), so the name carries
              the state, without aria-pressed too ('Show Password, pressed' read 'Hide'). */}
          <button
            type="button"
            className="link-button"
            aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  )
}
