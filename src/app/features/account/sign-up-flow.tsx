import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import * as messages from '#shared/domain/messages.ts'
import { flash } from '#app/ui/flash.ts'
import { codeRefusal, OtpDialog } from './otp-dialog.tsx'
import { startSession } from './sign-in.queries.ts'
import {
  useRegisterMutation,
  useSendPhoneOtpMutation,
  useVerifyPhoneOtpMutation,
} from './registration.queries.ts'
import { PasswordStep, PhoneStep } from './sign-up-steps.tsx'
import '#app/ui/account.css'

interface SignUpFlowProps {
  /** In the /login popup: switch to the Sign In popup instead of following a link. */
  onSignIn?: () => void
  /** Called after registering, before going on (closes a popup). */
  onDone?: () => void
  /** Where the customer was going (e.g. back to checkout) once the profile is done. */
  redirect?: string
}

/** SPEC §4 Registration: phone and terms, the 6-digit code, then password and confirm. */
export function SignUpFlow({ onSignIn, onDone, redirect }: SignUpFlowProps) {
  const navigate = useNavigate()
  const sendOtp = useSendPhoneOtpMutation()
  const verifyOtp = useVerifyPhoneOtpMutation()
  const register = useRegisterMutation()
  const [phone, setPhone] = useState<string | null>(null)
  const [verified, setVerified] = useState(false)
  const [otpOpen, setOtpOpen] = useState(false)

  // A wrong code's 'Invalid OTP' is not about the new code (a resend, or another number): it
  // stayed as the alert beside 'OTP Sent Successfully.' (Forgot password already drops it).
  function send(to: string) {
    setPhone(to)
    verifyOtp.reset()
    sendOtp.mutate(to, { onSuccess: () => setOtpOpen(true) })
  }

  return (
    <>
      {verified && phone ? (
        <PasswordStep
          pending={register.isPending}
          error={register.isError ? errorMessage(register.error) : null}
          onRefused={() => register.reset()}
          onSubmit={(password, confirmPassword) =>
            register.mutate(
              { phoneNumber: phone, password, confirmPassword },
              {
                onSuccess: (answer) => {
                  // Signed in already: straight on to 'Personalise your profile', then back to
                  // where the customer was going.
                  startSession(answer.data.signIn)
                  flash(messages.registered)
                  onDone?.()
                  void navigate({ to: '/login-reg', search: redirect ? { redirect } : {} })
                },
              },
            )
          }
        />
      ) : (
        <PhoneStep
          pending={sendOtp.isPending}
          error={sendOtp.isError ? errorMessage(sendOtp.error, messages.resetFailed) : null}
          onSubmit={send}
        />
      )}
      <p>
        Already have an account?{' '}
        {onSignIn ? (
          <button type="button" className="link-button" onClick={onSignIn}>
            Sign In
          </button>
        ) : (
          <Link to="/login">Sign In</Link>
        )}
      </p>
      <OtpDialog
        open={otpOpen}
        title="Enter OTP"
        sentTo={phone ?? ''}
        status={sendOtp.data?.shortDescription}
        error={
          verifyOtp.isError
            ? errorMessage(verifyOtp.error)
            : sendOtp.isError
              ? errorMessage(sendOtp.error, messages.resetFailed)
              : null
        }
        codeRefused={codeRefusal(verifyOtp.error)}
        pending={verifyOtp.isPending}
        onVerify={(otpCode) =>
          phone &&
          verifyOtp.mutate(
            { phoneNumber: phone, otpCode, dateTime: sendOtp.data?.data.dateTime },
            {
              onSuccess: (answer) => {
                flash(answer.shortDescription || messages.phoneVerified)
                setOtpOpen(false)
                setVerified(true)
              },
            },
          )
        }
        onResend={() => phone && send(phone)}
        change={{ label: 'Change Number', onClick: () => setOtpOpen(false) }}
        onClose={() => setOtpOpen(false)}
      />
    </>
  )
}
