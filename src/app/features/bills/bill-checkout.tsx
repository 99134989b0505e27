import { useEffect, useId, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { BillPayment } from '#shared/contract/bills.ts'
import { BILL_CATEGORY } from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { wrongPin, walletLocked } from '#shared/domain/wallet.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { billCheckoutUrl, billsApi, billsKeys } from '#app/api/bills.queries.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { walletApi, walletQueryOptions } from '#app/api/wallet.queries.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { flash } from '#app/ui/flash.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GatewayList } from '#app/ui/gateway-list.tsx'
import { PinField } from '#app/ui/pin-field.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { useFormProblem } from '#app/lib/use-online.ts'
import { whenOnline } from '#app/offline/when-online.ts'
import {
  billsProblem,
  openCardReference,
  rememberNumber,
  savePaybillsPayload,
  type BillOrder,
} from './bill-order.ts'
import { BillResult } from './bill-result.tsx'

/** SPEC §2 bills: by card (Paystack) or from the wallet. */
const BILL_METHODS = ['Card', 'Wallet'] as const

type Step = 'confirm' | 'method' | 'low' | 'pin' | 'result'

const PIN_TOO_SHORT = 'Enter your 4-digit Transaction PIN.'

/**
 * SPEC §4 Bills after Proceed: the confirm modal, the payment-method modal (card id 5, wallet
 * id 23), then the card's checkout or the wallet's balance check, PIN, debit and pay advice.
 */
export function BillCheckout({ order, onClose }: { order: BillOrder; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>('confirm')
  const [pin, setPin] = useState('')
  const [progress, setProgress] = useState<string | null>(null)
  const [problem, setProblem] = useFormProblem()
  const [result, setResult] = useState<BillPayment | null>(null)
  // A wallet with no PIN, or locked by three wrong PINs: the focus goes to the way forward, not
  // left on the dialog's ×.
  const wayForward = useRef<HTMLAnchorElement>(null)
  const pinNeeded = problem === messages.walletPinNeeded && !progress
  const locked = problem === walletLocked && !progress
  useEffect(() => {
    if (pinNeeded || locked) wayForward.current?.focus()
  }, [pinNeeded, locked])
  // A refusal of the PIN itself is tied to its field (marked invalid, described by the alert), as
  // in the app's other forms; a lost signal or a locked wallet is not the PIN's fault.
  const alertId = useId()
  const pinRefused = problem === PIN_TOO_SHORT || problem === wrongPin
  const total = order.amountKobo + order.feeKobo
  // The wallet pays this order under one reference however often the traveller tries: a debit
  // whose answer was lost, tried again, is the same debit (the server replays it), not a second.
  const walletReference = useRef<string | null>(null)
  // An advice that met no answer right after the debit goes again, by itself: at once and shortly
  // after while the phone says it is online (a weak signal has no 'online' event to wait for),
  // and when the signal is back. The advice is once per bill on the server: asked again, it
  // answers with the bill as it is. This stops the asking.
  const adviceWaiting = useRef<(() => void) | null>(null)
  useEffect(() => () => adviceWaiting.current?.(), [])

  function remember() {
    if (order.categoryId === BILL_CATEGORY.airtime || order.categoryId === BILL_CATEGORY.data)
      rememberNumber('airtime', order.customerMobile)
    if (order.categoryId === BILL_CATEGORY.tv) rememberNumber('tv', order.customerId)
  }

  async function payByCard() {
    setProblem(null)
    setProgress('Taking you to the card payment…')
    try {
      const reference = await billsApi.reference().catch(() => {
        throw new Error(billsProblem(messages.errorGeneratingReference))
      })
      savePaybillsPayload(reference, order)
      // Back from the checkout to this same dialog (the page kept in memory), the wallet pays
      // this bill, not a second one.
      walletReference.current = reference
      remember()
      window.location.assign(await billCheckoutUrl(reference, total))
    } catch (error) {
      setProgress(null)
      setProblem(
        error instanceof Error && !('status' in error) ? error.message : errorMessage(error),
      )
    }
  }

  async function chooseWallet() {
    setProblem(null)
    setProgress('Checking your wallet…')
    try {
      const wallet = await queryClient.fetchQuery({ ...walletQueryOptions(), staleTime: 0 })
      setProgress(null)
      if (!wallet?.HasPin) return setProblem(messages.walletPinNeeded)
      // A locked wallet takes no PIN: asking for one only to refuse it sent travellers round.
      if (wallet.IsLocked) return setProblem(walletLocked)
      // SPEC §4: balance below amount plus fee shows the low-balance modal.
      setStep(wallet.AvailableBalance * 100 < total ? 'low' : 'pin')
    } catch (error) {
      setProgress(null)
      setProblem(errorMessage(error))
    }
  }

  async function payFromWallet(form: HTMLFormElement) {
    if (!/^\d{4}$/.test(pin)) {
      setProblem(PIN_TOO_SHORT)
      // The field stays in place (no spinner remounts it): the focus goes back to it by hand.
      return form.querySelector('input')?.focus()
    }
    setProblem(null)
    setProgress('Paying from your wallet…')
    let reference: string
    try {
      reference = walletReference.current ??=
        openCardReference(order) ?? (await billsApi.reference())
    } catch {
      setProgress(null)
      return setProblem(billsProblem(messages.errorGeneratingReference))
    }
    try {
      const debit = await walletApi.debit(
        koboToNaira(total),
        reference,
        pin,
        `${order.itemName} for ${order.customerId}`,
      )
      setPin('')
      if (debit.Description !== 'Successful') throw new Error(debit.Description)
    } catch (error) {
      setPin('')
      setProgress(null)
      // SPEC §8: the wallet debit failure shows its Description for 4 s. No answer at all (no
      // signal) is said in the step itself: paying again is the same debit.
      const text = errorMessage(error, error instanceof Error ? error.message : undefined)
      if (!(error instanceof ApiError && error.status === 0)) flash(text, 'error', 4000)
      // The third wrong PIN locked it: back to the ways to pay, with the way to unlock it, not a
      // PIN field left to try a fourth in.
      if (text === walletLocked) setStep('method')
      // Spent meanwhile (another tab, a booking paid since Wallet was chosen): SPEC §4's
      // low-balance step, with Try Again and the card, rather than the PIN asked again for nothing.
      if (text === messages.walletBalanceLow) return setStep('low')
      return setProblem(text)
    }
    remember()
    const sendAdvice = () =>
      billsApi.payAdvice({
        amount: order.amountKobo,
        customerId: order.customerId,
        customerMobile: order.customerMobile,
        paymentCode: order.paymentCode,
        paymentMethod: 'wallet',
        requestReference: reference,
      })
    try {
      setResult(await sendAdvice())
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        adviceWaiting.current = whenOnline(
          async () => {
            try {
              const bill = await sendAdvice()
              adviceWaiting.current?.()
              setResult(bill)
              void queryClient.invalidateQueries({ queryKey: billsKeys.all })
              void queryClient.invalidateQueries({ queryKey: ['wallet'] })
              return false
            } catch (again) {
              // Still unanswered: the bill stays processing (the server refunds an advice that
              // never comes). Refused: it stays as it is, and is not asked again.
              const unanswered = again instanceof ApiError && again.status === 0
              if (!unanswered) adviceWaiting.current?.()
              return unanswered
            }
          },
          { now: true },
        )
      }
      setResult({
        reference,
        status: 'pending',
        billerName: order.billerName,
        itemName: order.itemName,
        customerId: order.customerId,
        amount: koboToNaira(order.amountKobo),
        fee: koboToNaira(order.feeKobo),
        token: null,
        message: errorMessage(error),
        createdAt: new Date().toISOString(),
      })
    }
    setProgress(null)
    setStep('result')
    void queryClient.invalidateQueries({ queryKey: billsKeys.all })
    void queryClient.invalidateQueries({ queryKey: ['wallet'] })
  }

  const titles: Record<Step, string> = {
    confirm: 'Confirm your payment',
    method: 'Choose how to pay',
    low: messages.walletBalanceLow,
    pin: 'Transaction Pin',
    result: 'Bill payment',
  }
  return (
    <Dialog open title={titles[step]} onClose={onClose}>
      {progress ? (
        <Spinner label={progress} />
      ) : (
        <>
          <FormAlert id={alertId} message={problem} />
          {step === 'confirm' && (
            <>
              <dl className="bill-summary">
                <dt>Biller</dt>
                <dd>{order.billerName}</dd>
                <dt>Item</dt>
                <dd>{order.itemName}</dd>
                <dt>
                  {order.categoryId === BILL_CATEGORY.electricity
                    ? 'Meter Number'
                    : order.categoryId === BILL_CATEGORY.tv
                      ? 'Smart Card Number'
                      : 'Phone Number'}
                </dt>
                <dd>{order.customerId}</dd>
                {order.customerName && (
                  <>
                    <dt>Customer name</dt>
                    <dd>{order.customerName}</dd>
                  </>
                )}
                <dt>Amount</dt>
                <dd>{formatNaira(koboToNaira(order.amountKobo))}</dd>
                {order.feeKobo > 0 && (
                  <>
                    <dt>Service fee</dt>
                    <dd>{formatNaira(koboToNaira(order.feeKobo))}</dd>
                  </>
                )}
                <dt>Total</dt>
                <dd>
                  <strong>{formatNaira(koboToNaira(total))}</strong>
                </dd>
              </dl>
              <div className="actions">
                <button type="button" className="button" onClick={() => setStep('method')}>
                  Pay
                </button>
                <button type="button" className="button button--ghost" onClick={onClose}>
                  Cancel
                </button>
              </div>
            </>
          )}
          {step === 'method' && (
            <GatewayList
              label="Payment methods"
              choices={BILL_METHODS}
              nameOf={(method) => method}
              onChoose={(method) => void (method === 'Card' ? payByCard() : chooseWallet())}
            />
          )}
          {step === 'method' && pinNeeded && (
            <Link ref={wayForward} to="/profile" className="button button--ghost">
              Set Up Wallet
            </Link>
          )}
          {step === 'method' && locked && (
            <Link ref={wayForward} to="/setting" className="button button--ghost">
              Reset your wallet PIN
            </Link>
          )}
          {step === 'low' && (
            <div role="alert">
              <p>
                Your wallet does not cover {formatNaira(koboToNaira(total))}. Fund your wallet or
                pay by card.
              </p>
              <div className="actions">
                {/* Replacing the Wallet pressed, the step starts at its first action (not ×). */}
                <button
                  type="button"
                  className="button"
                  autoFocus
                  onClick={() => void chooseWallet()}
                >
                  Try Again
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setStep('method')}
                >
                  Pay by card
                </button>
              </div>
            </div>
          )}
          {step === 'pin' && (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                void payFromWallet(event.currentTarget)
              }}
              noValidate
            >
              <p>Enter your 4-digit Transaction PIN to pay from your wallet.</p>
              <PinField
                label="Transaction PIN"
                value={pin}
                onChange={setPin}
                alertId={pinRefused ? alertId : undefined}
                autoFocus
              />
              <button type="submit" className="button">
                Pay {formatNaira(koboToNaira(total))}
              </button>
            </form>
          )}
          {step === 'result' && result && <BillResult bill={result} onDone={onClose} />}
        </>
      )}
    </Dialog>
  )
}
