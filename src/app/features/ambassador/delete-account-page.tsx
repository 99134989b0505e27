import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import {
  useDeleteWithOtpMutation,
  useFindAmbassadorMutation,
  useRequestDeletionMutation,
} from '#app/api/ambassador.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { OtpField } from '#app/ui/otp-field.tsx'
import { Page } from '#app/ui/page.tsx'
import '#app/ui/account.css'
import './ambassador.css'

/** SPEC §2 /delete-account: find the account by e-mail, a code to that e-mail, Proceed, home. */
export function DeleteAccountPage() {
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const find = useFindAmbassadorMutation()
  const ask = useRequestDeletionMutation()
  const remove = useDeleteWithOtpMutation()
  const navigate = useNavigate()
  const found = find.data

  // SPEC §4: home 3 s after the account is deleted.
  useEffect(() => {
    if (!remove.isSuccess) return
    const timer = setTimeout(() => void navigate({ to: '/' }), 3000)
    return () => clearTimeout(timer)
  }, [remove.isSuccess, navigate])

  if (remove.isSuccess) {
    return (
      <Page title="Delete your account">
        <p role="status" className="notice">
          {remove.data.shortDescription}
        </p>
      </Page>
    )
  }

  return (
    <Page title="Delete your account" lead="Ambassadors: find your account by its official e-mail.">
      <form
        className="account-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          if (!email.trim()) return
          // A new search starts again at Send Code: the last account's 'OTP send to email
          // successfully.' and its Code field stayed, over another account sent no code.
          ask.reset()
          remove.reset()
          setOtp('')
          find.mutate(email)
        }}
      >
        <Field label="Email">
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <FormAlert message={find.isError ? errorMessage(find.error) : null} />
        <button
          type="submit"
          className="button button--block"
          disabled={!email.trim() || find.isPending}
        >
          {find.isPending ? 'Searching…' : 'Search'}
        </button>
      </form>
      {found && (
        <section className="ambassador-card" aria-label="Ambassador account">
          <p>
            <strong>{found.fullName}</strong> · {found.email} · Tier {found.tier}
          </p>
          {!ask.isSuccess ? (
            <>
              <p>We will send a 6-digit code to this e-mail to confirm the deletion.</p>
              <FormAlert message={ask.isError ? errorMessage(ask.error) : null} />
              <button
                type="button"
                className="button"
                disabled={ask.isPending}
                onClick={() => ask.mutate(found.ambassadorId)}
              >
                Send Code
              </button>
            </>
          ) : (
            <form
              className="account-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                remove.mutate({ id: found.ambassadorId, otp })
              }}
            >
              <p role="status">{ask.data.shortDescription}</p>
              <OtpField label="Code" value={otp} onChange={setOtp} />
              <FormAlert message={remove.isError ? errorMessage(remove.error) : null} />
              <button
                type="submit"
                className="button button--block"
                disabled={otp.length !== 6 || remove.isPending}
              >
                Proceed
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  // The wrong code's refusal, and the code typed, are not about the new one.
                  remove.reset()
                  setOtp('')
                  ask.mutate(found.ambassadorId)
                }}
              >
                Request Again
              </button>
            </form>
          )}
        </section>
      )}
    </Page>
  )
}
