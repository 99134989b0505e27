import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { BookingRequest } from '#shared/contract/booking.ts'
import { bookingMessages, isBookingOver } from '#shared/domain/booking-messages.ts'
import * as messages from '#shared/domain/messages.ts'
import { walletLocked } from '#shared/domain/wallet.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { isWalletMethod, PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import { ApiError, errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { flash } from '#app/ui/flash.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { useUser } from '#app/lib/session.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import {
  clearTripData,
  readTransaction,
  saveTransaction,
  type Transaction,
} from '#app/lib/trip-storage.ts'
import { saveTicket } from '#app/offline/ticket-store.ts'
import { payBookingFromWallet, walletQueryOptions } from '#app/api/wallet.queries.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { PinField } from '#app/ui/pin-field.tsx'
import { gatewayName, gatewaysQueryOptions, type Gateway } from '#app/api/gateways.queries.ts'
import { tripKeys } from '#app/api/trips.queries.ts'
import { GatewayList } from '#app/ui/gateway-list.tsx'
import { startPayment } from '#app/api/payment-start.ts'
import { useRequestKey } from '#app/lib/request-key.ts'
import { useFormProblem } from '#app/lib/use-online.ts'
import { useCreateBookingMutation } from './booking.queries.ts'

interface PaymentDialogProps {
  open: boolean
  amount: number
  search: BusSearch
  /** The booking payload for a chosen method, and the transEmailAmount to keep with it. */
  buildRequest: (paymentMethod: number) => Promise<BookingRequest>
  describe: (refCode: string, amount: number) => Transaction
  onClose: () => void
}

/**
 * SPEC §2 'Trip payment': the gateways, then SPEC §4's sequence: loading, booking created, then
 * the branch by method id. A created booking is kept, so choosing again pays for the same held
 * seats instead of racing them.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const { open, amount, search, buildRequest, describe, onClose } = props
  const navigate = useNavigate()
  const user = useUser()
  const gateways = useQuery({ ...gatewaysQueryOptions(1), enabled: open })
  const createBooking = useCreateBookingMutation()
  const requestKey = useRequestKey('bookingRequestKey')
  const [created, setCreated] = useState<{ ref: string; amount: number } | null>(null)
  const [progress, setProgress] = useState<string | null>(null)
  const [problem, setProblem] = useFormProblem()
  const [spent, setSpent] = useState<string | null>(null)
  const queryClient = useQueryClient()
  /** SPEC §4 checkout wallet branch: the low-balance modal or the PIN dialog. */
  const [wallet, setWallet] = useState<{ gateway: Gateway; step: 'low' | 'pin' } | null>(null)
  // The PIN lives in this state for the one payment only: never in browser storage.
  const [pin, setPin] = useState('')
  const [pinProblem, setPinProblem] = useState<string | null>(null)
  // A way to pay tapped twice quickly starts one payment. The spinner alone came too late when
  // the booking was kept (chosen again after a lost answer): it shows after an await, which React
  // renders later, and the second tap started a second payment.
  const choosing = useRef(false)

  // Back from a provider's page, the browser may restore this page as it was: not mid-redirect.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setProgress(null)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  /**
   * The booking made before the traveller left for a provider and came back: same seats and
   * contact, so paying again pays for it rather than racing its own hold for the seats.
   */
  function earlierBooking() {
    const saved = readTransaction()
    const now = describe('', 0)
    const same =
      saved &&
      saved.refCode !== spent &&
      saved.seats === now.seats &&
      saved.mainName === now.mainName &&
      saved.email === now.email &&
      saved.phonenumber === now.phonenumber
    return same ? { ref: saved.refCode, amount: saved.amount } : null
  }

  /** The held booking to pay for: the one made earlier, or a new one (null when that failed). */
  async function ensureBooking(methodId: number) {
    if (created) return created
    const earlier = earlierBooking()
    if (earlier) {
      // Kept as this dialog's booking: the wallet's PIN step pays for the booking it holds.
      setCreated(earlier)
      return earlier
    }
    setProgress('Booking your seats…')
    // One key while the seats and details stay the same (whatever the way to pay): a request
    // whose answer was lost, sent again, gets the booking it made instead of a refusal.
    let body: BookingRequest
    try {
      body = await buildRequest(methodId)
    } catch {
      // Its code did not arrive (the signal lost before the app was kept on the phone): the
      // traveller stays here, as when a booking gets no answer, and tries again once online.
      setProgress(null)
      setProblem(OFFLINE_MESSAGE)
      return null
    }
    const key = requestKey(JSON.stringify({ ...body, paymentMethod: 0 }))
    try {
      const answer = await createBooking.mutateAsync({ body, key })
      const made = { ref: answer.bookingReferenceCode, amount: answer.amount }
      setCreated(made)
      saveTransaction(describe(made.ref, made.amount))
      return made
    } catch (error) {
      setProgress(null)
      // No answer (no signal, or the answer lost on the way): the traveller stays here, seats
      // and details as they are, and chooses again once back online, with the same key.
      if (error instanceof ApiError && error.status === 0) {
        setProblem(error.shortDescription)
        return null
      }
      // SPEC §8: booking failure shows its shortDescription, then /select-bus, whose seats are
      // asked for afresh (a seat just sold elsewhere must not show as free there).
      flash(errorMessage(error, messages.paymentInitError), 'error')
      void queryClient.invalidateQueries({ queryKey: tripKeys.all })
      void navigate({ to: '/select-bus', search })
      return null
    }
  }

  /** SPEC §4: wallet/low-balance check first, then the booking, then the PIN. */
  async function payFromWallet(gateway: Gateway) {
    setProblem(null)
    setProgress('Checking your wallet…')
    try {
      const current = await queryClient.fetchQuery({ ...walletQueryOptions(), staleTime: 0 })
      if (!current?.HasPin) {
        setProgress(null)
        setProblem(messages.walletPinNeeded)
        return
      }
      // Locked by three wrong PINs: said now, before seats are held for a PIN it cannot take.
      if (current.IsLocked) {
        setProgress(null)
        setProblem(walletLocked)
        return
      }
      const balance =
        gateway.paymentWalletEnumId === PAYMENT_METHOD.cashbackWallet
          ? current.CashbackBalance
          : current.AvailableBalance
      if (balance < (created?.amount ?? amount)) {
        setProgress(null)
        setWallet({ gateway, step: 'low' })
        return
      }
    } catch (error) {
      setProgress(null)
      setProblem(errorMessage(error, messages.paymentInitError))
      return
    }
    const booking = await ensureBooking(gateway.paymentWalletEnumId)
    if (!booking) return
    setProgress(null)
    setPinProblem(null)
    setWallet({ gateway, step: 'pin' })
  }

  async function submitPin(gateway: Gateway) {
    const booking = created
    if (!booking) return
    if (!/^\d{4}$/.test(pin)) return setPinProblem('Enter your 4-digit Transaction PIN.')
    setPinProblem(null)
    setProgress('Paying from your wallet…')
    try {
      const ticket = await payBookingFromWallet(booking.ref, pin, gateway.paymentWalletEnumId)
      setPin('')
      await saveTicket(ticket)
      clearTripData()
      void queryClient.invalidateQueries({ queryKey: ['wallet'] })
      void navigate({ to: '/confirmed-wallet-payment', search: { ref: booking.ref } })
    } catch (error) {
      setPin('')
      setProgress(null)
      // The booking is over (its hold lapsed, or its card payment was declined while the page
      // was away): back to the ways to pay, where the next choice books the seats afresh.
      if (error instanceof ApiError && isBookingOver(error.shortDescription)) {
        setCreated(null)
        setSpent(booking.ref)
        setWallet(null)
        setProblem(error.shortDescription)
        return
      }
      // The third wrong PIN locked it: back to the ways to pay (the card still can), not a PIN
      // field left to try a fourth in.
      if (error instanceof ApiError && error.shortDescription === walletLocked) {
        setWallet(null)
        setProblem(walletLocked)
        return
      }
      setPinProblem(errorMessage(error, messages.paymentInitError))
    }
  }

  async function pay(gateway: Gateway) {
    if (isWalletMethod(gateway.paymentWalletEnumId)) return payFromWallet(gateway)
    setProblem(null)
    const booking = await ensureBooking(gateway.paymentWalletEnumId)
    if (!booking) return
    setProgress(`Taking you to ${gateway.gatewayName}…`)
    try {
      const next = await startPayment(gateway.paymentWalletEnumId, booking.ref)
      if (next.kind === 'redirect') window.location.assign(next.url)
      else void navigate({ to: next.to, search: { ref: booking.ref } })
    } catch (error) {
      setProgress(null)
      // Paid meanwhile (a checkout left open in another tab and paid there): its ticket, not a
      // second booking of other seats on the next choice.
      if (error instanceof ApiError && error.shortDescription === bookingMessages.alreadyPaid)
        return void navigate({
          to: '/bookingStatus',
          search: { ref: booking.ref },
          state: { alreadyPaid: true },
        })
      // A booking the server will no longer take payment for (its hold lapsed) is not reused:
      // the next choice books afresh. Other failures keep it, so a retry pays for the same seats.
      if (error instanceof ApiError && error.status === 400) {
        setCreated(null)
        setSpent(booking.ref)
      }
      // SPEC §8: initiation failure shows shortDescription or the fixed fallback.
      setProblem(
        error instanceof ApiError && error.status !== 0
          ? error.shortDescription
          : errorMessage(error, messages.paymentInitError),
      )
    }
  }

  const list = (gateways.data ?? []).filter((g) => user || !isWalletMethod(g.paymentWalletEnumId))
  return (
    <Dialog open={open} title="Trip payment" onClose={onClose}>
      <p className="payment-amount">
        Amount: <strong>{formatNaira(created?.amount ?? amount)}</strong>
      </p>
      {progress ? (
        <Spinner label={progress} />
      ) : wallet?.step === 'low' ? (
        <div role="alert">
          <h3>{messages.walletBalanceLow}</h3>
          <p>Fund your wallet, or choose another way to pay.</p>
          <div className="actions">
            {/* The step replaces the Wallet pressed (a spinner between): it starts at its first
                action, as the PIN step at its field, not at the header's × (which would end it). */}
            <button
              type="button"
              className="button"
              autoFocus
              onClick={() => void payFromWallet(wallet.gateway)}
            >
              Try Again
            </button>
            <Link to="/profile" className="button button--ghost">
              Fund wallet
            </Link>
            <button type="button" className="button button--ghost" onClick={() => setWallet(null)}>
              Other payment methods
            </button>
          </div>
        </div>
      ) : wallet?.step === 'pin' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submitPin(wallet.gateway)
          }}
          noValidate
        >
          <p>Enter your 4-digit Transaction PIN to pay from your wallet.</p>
          <FormAlert message={pinProblem} />
          <PinField label="Transaction PIN" value={pin} onChange={setPin} autoFocus />
          <div className="actions">
            <button type="submit" className="button">
              Pay {formatNaira(created?.amount ?? amount)}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setWallet(null)}>
              Back
            </button>
          </div>
        </form>
      ) : (
        <>
          {problem && <p role="alert">{problem}</p>}
          <GatewayList
            label="Payment methods"
            choices={list}
            nameOf={gatewayName}
            onChoose={(gateway) => {
              if (choosing.current) return
              choosing.current = true
              void pay(gateway).finally(() => (choosing.current = false))
            }}
            source={gateways}
          />
          {problem === messages.walletPinNeeded && (
            <Link to="/profile" className="button button--ghost">
              Set Up Wallet
            </Link>
          )}
        </>
      )}
    </Dialog>
  )
}
