import { useState, type FormEvent } from 'react'
import { errorMessage } from '#app/api/http.ts'
import * as messages from '#shared/domain/messages.ts'
import { passwordGuidance } from '#shared/domain/password.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { PasswordField } from '#app/ui/password-field.tsx'
import { useChangePasswordMutation } from '#app/api/password.queries.ts'
import { flash } from '#app/ui/flash.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'

type Values = { oldPassword: string; password: string; confirmPassword: string }
const EMPTY: Values = { oldPassword: '', password: '', confirmPassword: '' }

/** SPEC §2 Settings → Change Password: Old, New, Confirm (show/hide); SPEC §5 match. */
export function ChangePasswordTab() {
  const change = useChangePasswordMutation()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const set = (name: keyof Values) => (value: string) => {
    setValues({ ...values, [name]: value })
    // A field changed is no longer the one refused: its message went on being shown and read
    // out until the next Change Password, after it had been put right (hire and checkout drop
    // it so). A new password also answers 'Password Doesn't Match'.
    setErrors((e) => ({
      ...e,
      [name]: undefined,
      ...(name === 'password' ? { confirmPassword: undefined } : {}),
    }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = {
      oldPassword: values.oldPassword ? undefined : 'Enter your old password.',
      password: values.password ? undefined : 'Enter a new password.',
      confirmPassword:
        values.confirmPassword === values.password ? undefined : messages.passwordMismatch,
    }
    setErrors(next)
    if (next.oldPassword || next.password || next.confirmPassword) {
      // The server's word on the last try (a wrong old password) no longer applies to this one.
      change.reset()
      return focusFirstInvalid(event.currentTarget)
    }
    change.mutate(values, {
      onSuccess: (answer) => {
        flash(answer.shortDescription || messages.passwordChanged)
        setValues(EMPTY)
      },
    })
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={set('oldPassword')}
        error={errors.oldPassword}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={passwordGuidance}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <FormAlert message={change.isError ? errorMessage(change.error) : null} />
      <button type="submit" className="button button--block" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change Password'}
      </button>
    </form>
  )
}
