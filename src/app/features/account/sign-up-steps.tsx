import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { PASSWORD_MAX_LENGTH, passwordGuidance, passwordMessages } from '#shared/domain/password.ts'
import { registrationPhoneProblem, toInternationalPhone } from '#shared/domain/phone.ts'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { PasswordField } from '#app/ui/password-field.tsx'

// SPEC §2 Sign-up steps 1 (phone and terms) and 3 (password and confirm); step 2 is the OTP dialog.

export function PhoneStep(props: {
  pending: boolean
  error: string | null
  onSubmit: (phone: string) => void
}) {
  const [value, setValue] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<{ phone?: string; terms?: string }>({})
  // A field changed is no longer the one refused: its message went on being shown and read out
  // until the next Continue, after it had been put right (hire and checkout drop it so).
  const changed = (name: 'phone' | 'terms') => setErrors((e) => ({ ...e, [name]: undefined }))
  const termsErrorId = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const phone = toInternationalPhone(value)
    const next = {
      phone: !value.trim()
        ? 'Enter your phone number.'
        : phone
          ? undefined
          : (registrationPhoneProblem(value) ?? messages.phoneNigerianOnly),
      terms: agreed ? undefined : 'Please accept the terms and conditions to continue.',
    }
    setErrors(next)
    if (next.phone || next.terms || !phone) return focusFirstInvalid(event.currentTarget)
    props.onSubmit(phone)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <Field label="Phone Number" error={errors.phone} hint="We will send a 6 digit code to it.">
        {(control) => (
          <div className="phone-field">
            {/* SPEC §2: Nigeria is the default (and only) country. */}
            <span className="phone-field__prefix" aria-hidden="true">
              NG +234
            </span>
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="803 123 4567"
              required
              value={value}
              onChange={(event) => {
                setValue(event.target.value)
                changed('phone')
              }}
            />
          </div>
        )}
      </Field>
      <div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked)
              changed('terms')
            }}
          />
          <span>
            I agree to the <Link to="/terms">Terms and Conditions</Link>
          </span>
        </label>
        {errors.terms && (
          <p id={termsErrorId} className="field__error">
            {errors.terms}
          </p>
        )}
      </div>
      <FormAlert message={props.error} />
      <button type="submit" className="button button--block" disabled={props.pending}>
        {props.pending ? 'Sending OTP…' : 'Continue'}
      </button>
    </form>
  )
}

export function PasswordStep(props: {
  pending: boolean
  error: string | null
  onSubmit: (password: string, confirmPassword: string) => void
  /** A new try the page refuses itself: the server's word on the last one no longer applies. */
  onRefused: () => void
}) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  // As on the phone step; a new password also answers 'Password Doesn't Match'.
  const changed = (...names: ('password' | 'confirm')[]) =>
    setErrors((e) => ({ ...e, ...Object.fromEntries(names.map((name) => [name, undefined])) }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // SPEC §5: only 'filled' and 'equal' are checked here; the server checks length and the
    // list of common passwords, and its message shows below.
    const next = {
      // The shared rule's upper limit here too: past the server's checker's own, it answered
      // in its words ('password: Invalid length: …').
      password: !password
        ? 'Enter a password.'
        : [...password].length > PASSWORD_MAX_LENGTH
          ? passwordMessages.tooLong
          : undefined,
      confirm: confirm === password ? undefined : messages.passwordMismatch,
    }
    setErrors(next)
    if (next.password || next.confirm) {
      props.onRefused()
      return focusFirstInvalid(event.currentTarget)
    }
    props.onSubmit(password, confirm)
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">Your phone number is verified. Now choose a password.</p>
      <PasswordField
        label="Password"
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
      <FormAlert message={props.error} />
      <button type="submit" className="button button--block" disabled={props.pending}>
        {props.pending ? 'Signing Up…' : 'Sign Up'}
      </button>
    </form>
  )
}
