import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import * as messages from '#shared/domain/messages.ts'
import { USER_NAME_MAX } from '#shared/contract/account.ts'
import { tooLong } from '#shared/contract/too-long.ts'
import { PASSWORD_MAX_LENGTH, passwordGuidance, passwordMessages } from '#shared/domain/password.ts'
import { Field } from '#app/ui/field.tsx'
import { flash } from '#app/ui/flash.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { Page } from '#app/ui/page.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { PasswordField } from '#app/ui/password-field.tsx'
import { useResetPasswordMutation, useSendResetCodeMutation } from '#app/api/password.queries.ts'
import '#app/ui/account.css'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { OtpField } from '#app/ui/otp-field.tsx'

/** SPEC §4 Forgot password: phone or e-mail, then the code and a new password, then /login. */
export function ForgotPasswordPage() {
  const sendCode = useSendResetCodeMutation()
  const [identifier, setIdentifier] = useState('')
  const [problem, setProblem] = useState<string>()

  function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Too long for any account, said on the field: sent, the server's checker answered in its
    // own words ('username: Invalid length: …').
    const found = !identifier.trim()
      ? 'Enter your phone number or e-mail address.'
      : identifier.trim().length > USER_NAME_MAX
        ? tooLong(USER_NAME_MAX)
        : undefined
    if (found) {
      setProblem(found)
      return focusFirstInvalid(event.currentTarget)
    }
    setProblem(undefined)
    sendCode.mutate(identifier.trim())
  }

  return (
    <Page title="Forgot password" lead="We will send a code to reset your password.">
      {sendCode.isSuccess ? (
        <ResetForm
          username={identifier.trim()}
          sent={sendCode.data.shortDescription}
          onChange={() => sendCode.reset()}
        />
      ) : (
        <form className="account-form" noValidate onSubmit={onSend}>
          <Field label="Phone Number or Email" error={problem}>
            {(control) => (
              <input
                {...control}
                autoComplete="username"
                required
                value={identifier}
                onChange={(event) => {
                  setIdentifier(event.target.value)
                  // Changed, it is no longer the one refused (as on hire and checkout).
                  setProblem(undefined)
                }}
              />
            )}
          </Field>
          <FormAlert
            message={sendCode.isError ? errorMessage(sendCode.error, messages.resetFailed) : null}
          />
          <button type="submit" className="button button--block" disabled={sendCode.isPending}>
            {sendCode.isPending ? 'Sending…' : 'Send Code'}
          </button>
          <Link to="/login">Back to Sign In</Link>
        </form>
      )}
    </Page>
  )
}

function ResetForm(props: {
  username: string
  sent: string
  /** Back to the first step, the phone or e-mail kept to correct (a mistyped one gets no code). */
  onChange: () => void
}) {
  const navigate = useNavigate()
  const reset = useResetPasswordMutation()
  // Its own call, so the code step (and what was typed) stays while a new code is on its way.
  const resend = useSendResetCodeMutation()
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ otp?: string; password?: string; confirm?: string }>({})
  // A field changed is no longer the one refused: its message went on being shown and read out
  // until the next Reset Password, after it had been put right (hire and checkout drop it so).
  // A new password also answers 'Password Doesn't Match'.
  const changed = (...names: ('otp' | 'password' | 'confirm')[]) =>
    setErrors((e) => ({ ...e, ...Object.fromEntries(names.map((name) => [name, undefined])) }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A refused resend's word is not about this try.
    if (resend.isError) resend.reset()
    // SPEC §5 reset password: both required and equal.
    const next = {
      otp: isOtpCode(otp) ? undefined : otpTooShort,
      // The shared rule's upper limit here too: past the server's checker's own, it answered
      // in its words ('newPassword: Invalid length: …').
      password: !password
        ? 'Enter a new password.'
        : [...password].length > PASSWORD_MAX_LENGTH
          ? passwordMessages.tooLong
          : undefined,
      confirm: confirm === password ? undefined : messages.passwordMismatch,
    }
    setErrors(next)
    if (next.otp || next.password || next.confirm) {
      // The server's word on the last try (a wrong code) no longer applies to this one.
      reset.reset()
      return focusFirstInvalid(event.currentTarget)
    }
    reset.mutate(
      { username: props.username, newPassword: password, otp },
      {
        onSuccess: () => {
          flash(messages.passwordReset)
          void navigate({ to: '/login' })
        },
      },
    )
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p role="status">
        {resend.isSuccess
          ? `${resend.data.shortDescription} A new code was sent to ${props.username}.`
          : `${props.sent} Enter the code sent to ${props.username}.`}
      </p>
      <OtpField
        label="Code"
        error={errors.otp}
        value={otp}
        onChange={(value) => {
          setOtp(value)
          changed('otp')
        }}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          changed('password', 'confirm')
        }}
        error={errors.password}
        hint={passwordGuidance}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value)
          changed('confirm')
        }}
        error={errors.confirm}
      />
      <FormAlert
        message={
          resend.isError
            ? errorMessage(resend.error, messages.resetFailed)
            : reset.isError
              ? errorMessage(reset.error, messages.resetFailed)
              : null
        }
      />
      <button type="submit" className="button button--block" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting…' : 'Reset Password'}
      </button>
      <div className="actions">
        <button type="button" className="link-button" onClick={props.onChange}>
          Change Number or Email
        </button>
        <button
          type="button"
          className="link-button"
          disabled={resend.isPending}
          onClick={() => {
            // The last try's word (a wrong code) is not about the new code.
            reset.reset()
            resend.mutate(props.username)
          }}
        >
          {resend.isPending ? 'Sending…' : 'Resend Code'}
        </button>
      </div>
    </form>
  )
}
