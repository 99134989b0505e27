import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Wallet } from '#shared/contract/wallet.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { errorMessage, request } from '#app/api/http.ts'
import { walletApi, walletKeys } from '#app/api/wallet.queries.ts'
import { useUser } from '#app/lib/session.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { OtpField } from '#app/ui/otp-field.tsx'
import { PinField } from '#app/ui/pin-field.tsx'

type Step = 'intro' | 'otp' | 'pin' | 'mismatch' | 'done'

/**
 * SPEC §4 Wallet PIN setup: intro, the 6-digit code, the 4-digit PIN twice; a mismatch says
 * 'Transaction pin doesn't match' with Try Again; success offers 'Fund Wallet' or 'Skip'.
 */
export function SetUpWalletDialog(props: {
  open: boolean
  wallet: Wallet | null
  /**
   * SPEC §4 'No PIN on load': the wallet was opened with no PIN yet. The dialog says a PIN is
   * needed and requests the code at once, with no intro to read first.
   */
  pinNeeded?: boolean
  onClose: () => void
  onFund: () => void
}) {
  const user = useUser()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>('intro')
  const [otp, setOtp] = useState('')
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const requested = useRef(false)
  const alertId = useId()

  function close() {
    requested.current = false
    setStep('intro')
    setOtp('')
    setPin('')
    setConfirm('')
    setProblem(null)
    props.onClose()
  }

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setProblem(null)
    try {
      await action()
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const start = () =>
    run(async () => {
      if (!props.wallet) await walletApi.create()
      await walletApi.sendOtp('CreatePin')
      setStep('otp')
    })

  // Once per opening: should the request fail, its problem shows with the intro's Continue.
  const { open, pinNeeded } = props
  useEffect(() => {
    if (!open || !pinNeeded || requested.current) return
    requested.current = true
    void start()
  })

  function submitOtp(event: FormEvent) {
    event.preventDefault()
    if (!isOtpCode(otp)) return setProblem(otpTooShort)
    setProblem(null)
    setStep('pin')
  }

  function submitPin(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{4}$/.test(pin)) return setProblem('Your PIN must be 4 digits.')
    if (pin !== confirm) return setStep('mismatch')
    void run(async () => {
      try {
        await walletApi.createPin(pin, otp)
      } catch (error) {
        // A wrong code is only found out here, where there is no field to correct it: back to
        // the code, to type it again (or ask for another), the PINs kept, as in Settings.
        if (errorMessage(error) === messages.otpInvalid) {
          setOtp('')
          setStep('otp')
        }
        throw error
      }
      // SPEC §7: the customer record learns the wallet is set up.
      if (user?.PhoneNumber && user.Email) {
        const path = `/Customer/updatecustomerstageafterwalletsetup/${encodeURIComponent(user.PhoneNumber)}/${encodeURIComponent(user.Email)}`
        await request('onboarding', path, envelopeSchema(v.unknown()), { method: 'PUT' }).catch(
          () => undefined,
        )
      }
      await queryClient.invalidateQueries({ queryKey: walletKeys.all })
      setPin('')
      setConfirm('')
      setStep('done')
    })
  }

  const titles: Record<Step, string> = {
    intro: 'Set Up Wallet',
    otp: 'Enter OTP',
    pin: 'Transaction PIN',
    mismatch: 'Transaction PIN',
    done: 'Transaction PIN',
  }
  return (
    <Dialog open={props.open} title={titles[step]} onClose={close}>
      {pinNeeded && (step === 'intro' || step === 'otp') && (
        <p role="alert" className="notice">
          {messages.walletPinNeeded}
        </p>
      )}
      <FormAlert id={alertId} message={problem} />
      {step === 'intro' && (
        <>
          <p>Set up your one time, 4-digit Transaction PIN</p>
          <p className="field__hint">
            We will send a 6 digit code to your mobile number and email to confirm it is you.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void start()}>
            {busy ? 'Sending code…' : 'Continue'}
          </button>
        </>
      )}
      {step === 'otp' && (
        <form onSubmit={submitOtp} noValidate>
          <p>Enter 6 digit code sent to your mobile number and email</p>
          {/* Its refusal is the dialog's alert, read out at once; tied here, it is the code's.
              Come back to from the PIN step (a wrong code), the step starts at the field. */}
          <OtpField
            label="OTP"
            alertId={
              problem === otpTooShort || problem === messages.otpInvalid ? alertId : undefined
            }
            value={otp}
            onChange={setOtp}
            autoFocus
          />
          <div className="actions">
            <button type="submit" className="button">
              Continue
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run(() => walletApi.sendOtp('CreatePin').then(() => undefined))}
            >
              Request Again
            </button>
          </div>
        </form>
      )}
      {step === 'pin' && (
        <form onSubmit={submitPin} noValidate>
          <p>Set up your one time, 4-digit Transaction PIN</p>
          <PinField label="Enter PIN" value={pin} onChange={setPin} autoFocus />
          <PinField label="Confirm PIN" value={confirm} onChange={setConfirm} />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Submit'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setStep('otp')}>
              Back
            </button>
          </div>
        </form>
      )}
      {step === 'mismatch' && (
        <div role="alert">
          <p>{messages.pinMismatch}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setConfirm('')
              setStep('pin')
            }}
          >
            Try Again
          </button>
        </div>
      )}
      {step === 'done' && (
        <div role="status">
          <p>{messages.pinCreated}</p>
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                close()
                props.onFund()
              }}
            >
              Fund Wallet
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              Skip I&apos;ll do this
            </button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
