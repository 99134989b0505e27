import { Field } from './field.tsx'

interface PinFieldProps {
  label: string
  error?: string
  value: string
  onChange: (pin: string) => void
  autoFocus?: boolean
}

/** SPEC §9: the 4-digit wallet PIN; masked, digits only, never autofilled or stored. */
export function PinField({ label, error, value, onChange, autoFocus }: PinFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="password"
          className="pin-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="\d{4}"
          required
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  )
}
