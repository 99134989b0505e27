import { useEffect, useId, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { walletApi, walletKeys } from '#app/api/wallet.queries.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { OtpField } from '#app/ui/otp-field.tsx'
import { PinField } from '#app/ui/pin-field.tsx'

type Step = 'request' | 'otp' | 'pins' | 'done'
/** The field a refusal is about: marked invalid and described by the alert. */
type Refused = 'otp' | 'oldPin' | 'pin' | 'confirm'

/**
 * SPEC §2 Settings → Change Wallet PIN / Reset Wallet Pin (SPEC §4): request the code, enter it
 * (Request Again, Proceed), the PINs, Update; 'Pin not Match' when they differ; on success the
 * message, then /profile after 3 s. A reset also unlocks a wallet locked by wrong PINs.
 */
export function WalletPinTab({ mode }: { mode: 'change' | 'reset' }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const otpType = mode === 'change' ? 'ChangePin' : 'ResetPin'
  const [step, setStep] = useState<Step>('request')
  const [otp, setOtp] = useState('')
  const [oldPin, setOldPin] = useState('')
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [refused, setRefused] = useState<Refused | null>(null)
  const alertId = useId()
  const [done, setDone] = useState('')
  const [noWallet, setNoWallet] = useState(false)

  useEffect(() => {
    if (step !== 'done') return
    const timer = window.setTimeout(() => void navigate({ to: '/profile' }), 3000)
    return () => window.clearTimeout(timer)
  }, [step, navigate])

  function refuse(text: string | null, field: Refused | null = null) {
    setProblem(text)
    setRefused(text ? field : null)
  }
  const tie = (field: Refused) => (refused === field ? alertId : undefined)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    refuse(null)
    try {
      await action()
    } catch (error) {
      // A wrong code took the traveller back to it: the refusal is the code's.
      const text = errorMessage(error)
      refuse(text, text === messages.otpInvalid ? 'otp' : null)
    } finally {
      setBusy(false)
    }
  }

  const requestCode = () =>
    run(async () => {
      try {
        await walletApi.sendOtp(otpType)
      } catch (error) {
        // 'Wallet does not exist' (SPEC §8): a new customer has none yet, nor a PIN.
        setNoWallet(error instanceof ApiError && error.status === 404)
        throw error
      }
      setNoWallet(false)
      setStep('otp')
    })

  function proceed(event: FormEvent) {
    event.preventDefault()
    if (!isOtpCode(otp)) return refuse(otpTooShort, 'otp')
    refuse(null)
    setStep('pins')
  }

  function update(event: FormEvent) {
    event.preventDefault()
    if (mode === 'change' && !/^\d{4}$/.test(oldPin))
      return refuse('Enter your old 4-digit PIN.', 'oldPin')
    if (!/^\d{4}$/.test(pin)) return refuse('Your new PIN must be 4 digits.', 'pin')
    if (pin !== confirm) return refuse(messages.pinNotMatch, 'confirm')
    void run(async () => {
      let message: string
      try {
        message =
          mode === 'change'
            ? await walletApi.changePin(oldPin, pin, otp)
            : await walletApi.resetPin(pin, otp)
      } catch (error) {
        // A wrong code: back to it, to type it again (or ask for another), PINs kept.
        if (errorMessage(error) === messages.otpInvalid) {
          setOtp('')
          setStep('otp')
        }
        throw error
      }
      setOldPin('')
      setPin('')
      setConfirm('')
      await queryClient.invalidateQueries({ queryKey: walletKeys.all })
      setDone(message)
      setStep('done')
    })
  }

  return (
    <section aria-label={mode === 'change' ? 'Change Wallet PIN' : 'Reset Wallet Pin'}>
      <FormAlert id={alertId} message={problem} />
      {step === 'request' && noWallet && (
        // The way to a wallet, not a dead end.
        <p className="notice">
          You have not set up your wallet yet. <Link to="/profile">Set Up Wallet</Link> to choose
          your PIN.
        </p>
      )}
      {step === 'request' && (
        <>
          <p>
            {mode === 'change'
              ? 'To change your wallet PIN, we will send a 6 digit code to your mobile number and email.'
              : 'Forgot your wallet PIN, or locked out after 3 wrong PINs? Reset it with a 6 digit code sent to your mobile number and email.'}
          </p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void requestCode()}
          >
            {busy ? 'Sending code…' : 'Request OTP'}
          </button>
        </>
      )}
      {step === 'otp' && (
        <form onSubmit={proceed} noValidate>
          <p>Enter 6 digit code sent to your mobile number and email</p>
          {/* Each step replaces the button that led to it: it starts at its first field. */}
          <OtpField label="OTP" alertId={tie('otp')} value={otp} onChange={setOtp} autoFocus />
          <div className="actions">
            <button type="submit" className="button">
              Proceed
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void requestCode()}
            >
              Request Again
            </button>
          </div>
        </form>
      )}
      {step === 'pins' && (
        <form onSubmit={update} noValidate>
          {mode === 'change' && (
            <PinField
              label="Old PIN"
              alertId={tie('oldPin')}
              value={oldPin}
              onChange={setOldPin}
              autoFocus
            />
          )}
          <PinField
            label="New PIN"
            alertId={tie('pin')}
            value={pin}
            onChange={setPin}
            autoFocus={mode === 'reset'}
          />
          <PinField
            label="Confirm PIN"
            alertId={tie('confirm')}
            value={confirm}
            onChange={setConfirm}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Updating…' : 'Update'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                refuse(null)
                setStep('otp')
              }}
            >
              Back
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <p role="status" className="notice">
          {done} Taking you to your wallet…
        </p>
      )}
    </section>
  )
}
