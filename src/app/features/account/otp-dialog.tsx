import { useEffect, useId, useState, type FormEvent } from 'react'
import { ApiError } from '#app/api/http.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { OtpField } from '#app/ui/otp-field.tsx'

// SPEC §9: codes are 6 digits. A resend waits a minute (the server also limits sends per hour).
const RESEND_WAIT_S = 60

interface OtpDialogProps {
  open: boolean
  title: string
  /** Where the code went: 'your phone +234…' or an e-mail address. */
  sentTo: string
  status?: string
  error?: string | null
  /** The error is the code's own (wrong or expired), not a send or the signal: the field is marked. */
  codeRefused?: boolean
  pending: boolean
  onVerify: (code: string) => void
  onResend?: () => void
  /** 'Change Number' / 'Change Email': back to the form. */
  change?: { label: string; onClick: () => void }
  onClose: () => void
}

/** The server refused the code itself (4xx), as against no answer (status 0) or its own fault. */
export const codeRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

export function OtpDialog(props: OtpDialogProps) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      <OtpForm {...props} />
    </Dialog>
  )
}

function OtpForm(props: OtpDialogProps) {
  const { sentTo, status, error, codeRefused, pending, onVerify, onResend, change } = props
  const alertId = useId()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  // A new code typed is not the one refused: 'Enter the 6 digit code.' went on being read out,
  // and the field marked invalid, until the next Verify. The server's word stays said, but no
  // longer marks the code being typed.
  const [edited, setEdited] = useState(false)
  const [wait, setWait] = useState(RESEND_WAIT_S)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!isOtpCode(code)) return setProblem(otpTooShort)
    setProblem(undefined)
    setEdited(false)
    onVerify(code)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">Enter the 6 digit code sent to {sentTo}.</p>
      {status && <p role="status">{status}</p>}
      {/* The code's own problem, as the server's refusal of it, is the form's one alert: read
          out at once (the focus stays on Verify) and tied to the field. */}
      <OtpField
        label="OTP"
        alertId={problem || (error && codeRefused && !edited) ? alertId : undefined}
        value={code}
        onChange={(value) => {
          setCode(value)
          setProblem(undefined)
          setEdited(true)
        }}
      />
      <FormAlert id={alertId} message={problem ?? error} />
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </button>
      <div className="actions">
        {change && (
          <button type="button" className="link-button" onClick={change.onClick}>
            {change.label}
          </button>
        )}
        {onResend && (
          <button
            type="button"
            className="link-button"
            disabled={wait > 0}
            onClick={() => {
              setWait(RESEND_WAIT_S)
              onResend()
            }}
          >
            {wait > 0 ? `Resend OTP in ${wait}s` : 'Resend OTP'}
          </button>
        )}
      </div>
    </form>
  )
}
