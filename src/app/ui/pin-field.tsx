import { Field, type Tie } from './field.tsx'

/** Refused with its own message (`error`) or by the form's one alert (`alertId`). */
interface PinFieldProps extends Tie {
  label: string
  value: string
  onChange: (pin: string) => void
  autoFocus?: boolean
}

/** SPEC §9: the 4-digit wallet PIN; masked, digits only, never autofilled or stored. */
export function PinField({ label, error, alertId, value, onChange, autoFocus }: PinFieldProps) {
  return (
    <Field label={label} error={error} alertId={alertId}>
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
