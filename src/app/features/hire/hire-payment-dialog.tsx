import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { isBookingOver } from '#shared/domain/booking-messages.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { isWalletMethod, PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import { gatewayName, gatewaysQueryOptions, type Gateway } from '#app/api/gateways.queries.ts'
import { ApiError, errorMessage, request } from '#app/api/http.ts'
import { checkoutUrl } from '#app/api/payment-start.ts'
import { forgetEndedHire, markHireMade } from '#app/lib/hire-storage.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GatewayList } from '#app/ui/gateway-list.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import type { HireDetailsForm as Details } from './hire-details-page.tsx'
import { hireSearchQueryOptions, requestHireBooking } from './hire.queries.ts'
import type { HireSelection } from './hire-selection.ts'

// SPEC §2 /hire-passenger-details' 'Trip payment': the hire is made once, then paid by the gateway
// the hirer chooses (the wallet pays seats, not hires).

const UrlResponse = envelopeSchema(v.string())

export function HirePaymentDialog(props: {
  made: string | null
  selection: HireSelection
  details: Details
  totalKobo: number
  requestKey: (same: string) => string
  onClose: () => void
}) {
  const { selection, details } = props
  const navigate = useNavigate()
  const gateways = useQuery(gatewaysQueryOptions(2))
  const [created, setCreated] = useState<string | null>(props.made)
  const [progress, setProgress] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The buses chosen were taken meanwhile (409): every way to pay would meet the same.
  const [soldOut, setSoldOut] = useState(false)
  const queryClient = useQueryClient()
  // Back from a provider's page, the browser may restore this dialog as it was: not mid-redirect.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setProgress(null)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  // The wallet pays seats at checkout; hires go through the card and transfer gateways.
  const list = (gateways.data ?? []).filter((g) => !isWalletMethod(g.paymentWalletEnumId))

  async function payWith(gateway: Gateway) {
    setProblem(null)
    const methodId = gateway.paymentWalletEnumId
    let ref = created
    if (!ref) {
      setProgress('Booking your buses…')
      try {
        const { search, lines } = selection
        const body = {
          fullName: details.fullName,
          gender: Number(details.gender),
          email: details.email,
          phoneNumber: details.phoneNumber,
          nextOfKinName: details.nextOfKinName,
          nextOfKinPhone: details.nextOfKinPhone,
          address: details.address,
          paymentMethod: methodId,
          hiredServiceType: search.tripType,
          onewayPickupLocation: search.from,
          oneWayDropoffLocation: search.to,
          returnPickupLocation: search.tripType === 1 ? search.to : null,
          returnDropoffLocation: search.tripType === 1 ? search.from : null,
          onewayPickupDate: search.date,
          returnPickupDate: search.returnDate ?? null,
          isSleepOver: search.retain,
          hireVehicleDetail: lines.map((l) => ({
            vehicleModelId: l.departure.vehicleModelId,
            noOfBookedVehicle: l.quantity,
            farePrice: l.departure.farePrice,
            sleepOverPrice: l.departure.sleepOverPrice,
            busName: l.departure.vehicleModelName,
          })),
          amount: koboToNaira(props.totalKobo),
        }
        // One key whatever the way to pay: a request whose answer was lost, sent again, gets
        // the hire it made instead of holding a second set of buses.
        const key = props.requestKey(JSON.stringify({ ...body, paymentMethod: 0 }))
        const answer = await requestHireBooking(body, key)
        ref = answer.refCode
        setCreated(ref)
        markHireMade(ref)
        // SPEC §3 storage: hireEmailAmount.
        sessionStorage.setItem(
          'hireEmailAmount',
          JSON.stringify({ refCode: ref, email: details.email, amount: answer.amount }),
        )
      } catch (error) {
        setProgress(null)
        if (error instanceof ApiError && error.status === 409) {
          // What is free now, not the search as it was seen before (kept for a minute).
          void queryClient.invalidateQueries({
            queryKey: hireSearchQueryOptions(selection.search).queryKey,
          })
          setSoldOut(true)
        }
        return setProblem(errorMessage(error, messages.noHireFound))
      }
    }
    setProgress(`Taking you to ${gateway.gatewayName}…`)
    try {
      if (methodId === PAYMENT_METHOD.bankTransfer) {
        void navigate({ to: '/bankTransferPayment', search: { ref } })
        return
      }
      const url =
        methodId === PAYMENT_METHOD.paystack
          ? (
              await request('payment', '/api/v1/Paystack/initialize', UrlResponse, {
                body: { reference: ref, serviceId: 2, callback_url: '/call-back-hire' },
              })
            ).data
          : await checkoutUrl(methodId, ref)
      window.location.assign(url)
    } catch (error) {
      setProgress(null)
      // The hire made earlier is over (its hold lapsed, or its payment was declined while the
      // page was away): the next choice hires the buses afresh rather than meet this again.
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        isBookingOver(error.shortDescription)
      ) {
        forgetEndedHire(ref)
        setCreated(null)
      }
      setProblem(error instanceof ApiError ? error.shortDescription : messages.paymentInitError)
    }
  }

  return (
    <Dialog open title="Trip payment" onClose={props.onClose}>
      <p className="payment-amount">
        Amount: <strong>{formatNaira(koboToNaira(props.totalKobo))}</strong>
      </p>
      {progress ? (
        <Spinner label={progress} />
      ) : (
        <>
          <FormAlert message={problem} />
          {soldOut ? (
            <Link to="/select-bus-hire" search={selection.search} className="button">
              Choose other buses
            </Link>
          ) : (
            <GatewayList
              label="Payment methods"
              choices={list}
              nameOf={gatewayName}
              onChoose={(gateway) => void payWith(gateway)}
              source={gateways}
            />
          )}
        </>
      )}
    </Dialog>
  )
}
