import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import { PASSWORD_INPUT_MAX, USER_NAME_MAX } from '#shared/contract/account.ts'
import { tooLong } from '#shared/contract/too-long.ts'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { useAfterSignIn } from './after-sign-in.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GoogleSignIn } from './google-sign-in.tsx'
import { PasswordField } from '#app/ui/password-field.tsx'
import { useSignInMutation } from './sign-in.queries.ts'
import '#app/ui/account.css'

/** SPEC §2 sign-in (/signin and the /login popup): phone or e-mail and password, both required. */
export function SignInForm({ redirect }: { redirect?: string }) {
  const signIn = useSignInMutation()
  const afterSignIn = useAfterSignIn()
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ userName?: string; password?: string }>({})
  // A field changed is no longer the one refused: its message went on being shown and read out
  // until the next Sign In, after it had been put right (hire and checkout drop it so).
  const changed = (name: 'userName' | 'password') => setErrors((e) => ({ ...e, [name]: undefined }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Too long for any account, said on the field: sent, the server's checker answered in its
    // own words ('userName: Invalid length: …').
    const next = {
      userName: !userName.trim()
        ? 'Enter your phone number or e-mail address.'
        : userName.trim().length > USER_NAME_MAX
          ? tooLong(USER_NAME_MAX)
          : undefined,
      password: !password
        ? 'Enter your password.'
        : password.length > PASSWORD_INPUT_MAX
          ? tooLong(PASSWORD_INPUT_MAX)
          : undefined,
    }
    setErrors(next)
    if (next.userName || next.password) return focusFirstInvalid(event.currentTarget)
    signIn.mutate({ userName, password }, { onSuccess: (user) => afterSignIn(user, redirect) })
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <Field label="Phone Number or Email" error={errors.userName}>
        {(control) => (
          <input
            {...control}
            autoComplete="username"
            required
            value={userName}
            onChange={(event) => {
              setUserName(event.target.value)
              changed('userName')
            }}
          />
        )}
      </Field>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          changed('password')
        }}
        error={errors.password}
      />
      <FormAlert message={signIn.isError ? errorMessage(signIn.error) : null} />
      <button type="submit" className="button button--block" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing In…' : 'Sign In'}
      </button>
      <Link to="/forgot-password">Forgot password?</Link>
      <GoogleSignIn redirect={redirect} />
    </form>
  )
}
