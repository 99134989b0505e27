import { useState, type FormEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import * as messages from '#shared/domain/messages.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/field.tsx'
import { flash } from '#app/ui/flash.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { codeRefusal, OtpDialog } from './otp-dialog.tsx'
import { useSendEmailCodeMutation, useVerifyEmailMutation } from '#app/api/profile.queries.ts'

/**
 * SPEC §4 Email verification: enter the e-mail, Save sends a code, enter it, Verify ('Email
 * Verified successfully, kindly login to continue.'). The session carries on (issue 15): the
 * customer goes on to `next` (where they were going, else home). Closing skips it for now.
 */
export function EmailVerification({ open, next }: { open: boolean; next: string }) {
  const router = useRouter()
  const sendCode = useSendEmailCodeMutation()
  const verify = useVerifyEmailMutation()
  const [email, setEmail] = useState('')
  const [codeSent, setCodeSent] = useState(false)
  const [problem, setProblem] = useState<string>()
  const goOn = () => router.history.push(next)
  const skip = goOn

  function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem(messages.invalidEmail)
      // Save kept the focus, and a screen reader heard nothing of the refusal.
      return focusFirstInvalid(event.currentTarget)
    }
    setProblem(undefined)
    // A wrong code's 'Invalid OTP' is not about the new code (as on sign-up).
    verify.reset()
    sendCode.mutate(address, { onSuccess: () => setCodeSent(true) })
  }

  return (
    <>
      <Dialog open={open && !codeSent} title="Verify your email" onClose={skip}>
        <form className="account-form" noValidate onSubmit={onSave}>
          <p className="form-note">We will send a 6 digit code to your e-mail address.</p>
          <Field label="Email" error={problem}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value)
                  // Changed, it is no longer the one refused (as on hire and checkout).
                  setProblem(undefined)
                }}
              />
            )}
          </Field>
          <FormAlert message={sendCode.isError ? errorMessage(sendCode.error) : null} />
          <button type="submit" className="button button--block" disabled={sendCode.isPending}>
            {sendCode.isPending ? 'Sending…' : 'Save'}
          </button>
        </form>
      </Dialog>
      <OtpDialog
        open={open && codeSent}
        title="Enter OTP"
        sentTo={email.trim()}
        status={sendCode.data?.shortDescription}
        error={verify.isError ? errorMessage(verify.error) : null}
        codeRefused={codeRefusal(verify.error)}
        pending={verify.isPending}
        onVerify={(otpCode) =>
          verify.mutate(
            { email: email.trim(), otpCode },
            {
              onSuccess: () => {
                flash(messages.emailVerified)
                goOn()
              },
            },
          )
        }
        onResend={() => {
          verify.reset()
          sendCode.mutate(email.trim())
        }}
        change={{ label: 'Change Email', onClick: () => setCodeSent(false) }}
        onClose={skip}
      />
    </>
  )
}
