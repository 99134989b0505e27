import { Field, type Tie } from './field.tsx'

/**
 * A code refused before it is sent (`otpTooShort`): a form that takes the focus to the field
 * (Forgot password) gives it as the field's `error`; a dialog or step whose focus stays on the
 * button pressed says it in its one alert (read out at once), tied to the field by `alertId`.
 */
interface OtpFieldProps extends Tie {
  label: string
  value: string
  onChange: (code: string) => void
  /** A step that replaces the button just pressed starts here (not at the page's heading). */
  autoFocus?: boolean
}

/** The 6-digit code sent by SMS or e-mail (SPEC §9: OTP 6): digits only, autofilled by the phone. */
export function OtpField({ label, error, alertId, value, onChange, autoFocus }: OtpFieldProps) {
  return (
    <Field label={label} error={error} alertId={alertId}>
      {(control) => (
        <input
          {...control}
          className="otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  )
}
