import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { BookingRequest } from '#shared/contract/booking.ts'
import { messages } from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { isWalletMethod } from '#shared/domain/payment-methods.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { flash } from '#app/ui/flash.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { useUser } from '#app/lib/session.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { readTransaction, saveTransaction, type Transaction } from '#app/lib/trip-storage.ts'
import { gatewaysQueryOptions, type Gateway } from '#app/api/gateways.queries.ts'
import { startPayment } from '#app/api/payment-start.ts'
import { useCreateBookingMutation } from './booking.queries.ts'

interface PaymentDialogProps {
  open: boolean
  amount: number
  search: BusSearch
  /** The booking payload for a chosen method, and the transEmailAmount to keep with it. */
  buildRequest: (paymentMethod: number) => BookingRequest
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
  const [created, setCreated] = useState<{ ref: string; amount: number } | null>(null)
  const [progress, setProgress] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [spent, setSpent] = useState<string | null>(null)

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

  async function pay(gateway: Gateway) {
    setProblem(null)
    let booking = created ?? earlierBooking()
    if (!booking) {
      setProgress('Booking your seats…')
      try {
        const answer = await createBooking.mutateAsync(buildRequest(gateway.paymentWalletEnumId))
        booking = { ref: answer.bookingReferenceCode, amount: answer.amount }
        setCreated(booking)
        saveTransaction(describe(booking.ref, booking.amount))
      } catch (error) {
        // SPEC §8: booking failure shows its shortDescription, then /select-bus.
        setProgress(null)
        flash(errorMessage(error, messages.paymentInitError), 'error')
        void navigate({ to: '/select-bus', search })
        return
      }
    }
    setProgress(`Taking you to ${gateway.gatewayName}…`)
    try {
      const next = await startPayment(gateway.paymentWalletEnumId, booking.ref)
      if (next.kind === 'redirect') window.location.assign(next.url)
      else void navigate({ to: next.to, search: { ref: booking.ref } })
    } catch (error) {
      setProgress(null)
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
      ) : (
        <>
          {gateways.isPending && <Spinner label="Loading payment methods" />}
          {gateways.isError && <p role="alert">{errorMessage(gateways.error)}</p>}
          {problem && <p role="alert">{problem}</p>}
          <ul className="gateway-list" aria-label="Payment methods">
            {list.map((gateway) => (
              <li key={gateway.paymentWalletEnumId}>
                <button
                  type="button"
                  className="gateway"
                  disabled={isWalletMethod(gateway.paymentWalletEnumId)}
                  onClick={() => void pay(gateway)}
                >
                  {gateway.gatewayName}
                </button>
              </li>
            ))}
          </ul>
          {user && list.some((g) => isWalletMethod(g.paymentWalletEnumId)) && (
            <p className="field__hint">Paying from your Waka wallet is coming soon.</p>
          )}
        </>
      )}
    </Dialog>
  )
}
