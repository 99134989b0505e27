import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { isWalletMethod, PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import { phoneProblem, phonesDiffer, toLocalPhone } from '#shared/domain/phone.ts'
import { gatewayName, gatewaysQueryOptions, type Gateway } from '#app/api/gateways.queries.ts'
import { ApiError, errorMessage, request } from '#app/api/http.ts'
import { checkoutUrl } from '#app/api/payment-start.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { useRequestKey } from '#app/lib/request-key.ts'
import { useUser } from '#app/lib/session.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GatewayList } from '#app/ui/gateway-list.tsx'
import { GenderSelect } from '#app/ui/gender-select.tsx'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import {
  markHireMade,
  readHireDraft,
  readHireMade,
  readHirePaid,
  saveHireDraft,
} from '#app/lib/hire-storage.ts'
import { requestHireBooking } from './hire.queries.ts'
import { readHireSelection, selectionTotalKobo, type HireSelection } from './hire-selection.ts'
import './hire.css'

const TITLE = 'Hire trip summary'

/** What this tab is hiring: the selection, the hire it made (if any) and the hire last paid for. */
function readHire() {
  return { selection: readHireSelection(), made: readHireMade(), paid: readHirePaid() }
}

/** SPEC §2 /hire-passenger-details: the trip summary, the hirer's details, 'Trip payment'. */
export function HireDetailsPage() {
  const [hire, setHire] = useState(readHire)
  // Back from a provider's page, the browser may restore this page as it was: read it afresh,
  // the hire may have been paid for meanwhile.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setHire(readHire())
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const { selection, made, paid } = hire
  if (!selection || selection.lines.length === 0)
    return (
      <Page title={TITLE}>
        {paid ? (
          <p className="notice" role="status">
            Your hire {paid} is paid for. To hire another bus, please search again.
          </p>
        ) : (
          <p className="notice">We could not find the buses for this hire. Please search again.</p>
        )}
        <div className="actions">
          {paid && (
            <Link to="/bookingStatus" search={{ ref: paid }} className="button">
              View Ticket
            </Link>
          )}
          <Link to="/" className={paid ? 'button button--ghost' : 'button'}>
            Book Again
          </Link>
        </div>
      </Page>
    )
  return <HireDetails key={made ?? ''} selection={selection} made={made} />
}

const DetailsSchema = v.object({
  fullName: v.string(),
  gender: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  address: v.string(),
  nextOfKinName: v.string(),
  nextOfKinPhone: v.string(),
})
type Details = v.InferOutput<typeof DetailsSchema>

function HireDetails({ selection, made }: { selection: HireSelection; made: string | null }) {
  const user = useUser()
  const [details, setDetails] = useState<Details>(() => {
    const profile: Details = {
      fullName: user ? [user.FirstName, user.LastName].filter(Boolean).join(' ') : '',
      gender: user?.Gender != null ? String(user.Gender) : '',
      email: user?.Email ?? '',
      phoneNumber: toLocalPhone(user?.PhoneNumber ?? '') ?? '',
      address: '',
      // The next of kin the customer gave when signing up (Settings keeps them current).
      nextOfKinName: user?.NextOfKinName ?? '',
      nextOfKinPhone: toLocalPhone(user?.NextOfKinPhone ?? '') ?? '',
    }
    // What this tab typed before (a reload, a sign-in again after the session ended); a
    // signed-in customer's read-only details stay as the session has them.
    const draft = v.safeParse(DetailsSchema, readHireDraft())
    if (!draft.success) return profile
    return {
      ...draft.output,
      fullName: user && profile.fullName !== '' ? profile.fullName : draft.output.fullName,
      email: user?.Email ? profile.email : draft.output.email,
      phoneNumber: user ? profile.phoneNumber : draft.output.phoneNumber,
    }
  })
  useEffect(() => saveHireDraft(details), [details])
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({})
  const [paying, setPaying] = useState(false)
  // Kept while the dialog closes and opens again: the same hire asked for again is the same hire.
  const requestKey = useRequestKey('hireRequestKey')
  const set = (patch: Partial<Details>) => setDetails((d) => ({ ...d, ...patch }))
  const { search, lines } = selection
  const roundTrip = search.tripType === 1
  const total = selectionTotalKobo(selection)
  const vehicles = lines.reduce((n, l) => n + l.quantity, 0)
  const sleepOver = roundTrip && search.retain
  // SPEC §5: Pay only with full name, gender, next of kin name and phone, phone, email, address.
  const filled = Object.values(details).every((value) => value.trim() !== '')
  const readOnly = Boolean(user)

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Each problem beside its field, and the first of them in focus: on a phone the Pay button
    // is far below the top of the form.
    const found: typeof errors = {
      email: /^\S+@\S+\.\S+$/.test(details.email) ? undefined : messages.invalidEmail,
      phoneNumber: phoneProblem(details.phoneNumber) ?? undefined,
      nextOfKinPhone:
        phoneProblem(details.nextOfKinPhone) ??
        (phonesDiffer(details.phoneNumber, details.nextOfKinPhone)
          ? undefined
          : messages.phonesMustDiffer),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return focusFirstInvalid(event.currentTarget)
    setPaying(true)
  }

  return (
    <Page title={TITLE}>
      <dl className="hire-summary">
        <dt>From</dt>
        <dd>{search.fromLabel}</dd>
        <dt>To</dt>
        <dd>{search.toLabel}</dd>
        <dt>Date</dt>
        <dd>
          {formatDay(search.date)}
          {search.returnDate && ` – return ${formatDay(search.returnDate)}`}
        </dd>
        <dt>Vehicle Type</dt>
        <dd>
          {hiredBuses(
            lines.map((l) => ({ model: l.departure.vehicleModelName, quantity: l.quantity })),
          )}
        </dd>
        <dt>Total Number Of Vehicles</dt>
        <dd>{vehicles}</dd>
        <dt>Sleepover fee</dt>
        <dd>
          {formatNaira(
            sleepOver ? lines.reduce((s, l) => s + l.departure.sleepOverPrice * l.quantity, 0) : 0,
          )}
        </dd>
        <dt>Roundtrip fee</dt>
        <dd>
          {formatNaira(
            roundTrip ? lines.reduce((s, l) => s + l.departure.farePrice * l.quantity, 0) : 0,
          )}
        </dd>
        <dt>Total Amount</dt>
        <dd>
          <strong>{formatNaira(koboToNaira(total))}</strong>
        </dd>
      </dl>
      {made ? (
        <MadeHire reference={made} total={total} onPay={() => setPaying(true)} />
      ) : (
        <form onSubmit={pay} noValidate className="hire-form">
          <Field label="Full Name">
            {(c) => (
              <input
                {...c}
                readOnly={readOnly && details.fullName !== ''}
                autoComplete="name"
                value={details.fullName}
                onChange={(e) => set({ fullName: e.target.value })}
              />
            )}
          </Field>
          <GenderSelect
            label="Gender"
            value={details.gender}
            onChange={(gender) => set({ gender })}
          />
          <Field label="Email" error={errors.email}>
            {(c) => (
              <input
                {...c}
                type="email"
                readOnly={readOnly && Boolean(user?.Email)}
                autoComplete="email"
                value={details.email}
                onChange={(e) => set({ email: e.target.value })}
              />
            )}
          </Field>
          <Field label="Phone Number" error={errors.phoneNumber}>
            {(c) => (
              <input
                {...c}
                inputMode="tel"
                readOnly={readOnly}
                autoComplete="tel"
                value={details.phoneNumber}
                onChange={(e) => set({ phoneNumber: e.target.value })}
              />
            )}
          </Field>
          <Field label="Address">
            {(c) => (
              <input
                {...c}
                autoComplete="street-address"
                value={details.address}
                onChange={(e) => set({ address: e.target.value })}
              />
            )}
          </Field>
          <Field label="Next of Kin Name">
            {(c) => (
              <input
                {...c}
                value={details.nextOfKinName}
                onChange={(e) => set({ nextOfKinName: e.target.value })}
              />
            )}
          </Field>
          <Field label="Next of Kin Phone" error={errors.nextOfKinPhone}>
            {(c) => (
              <input
                {...c}
                inputMode="tel"
                value={details.nextOfKinPhone}
                onChange={(e) => set({ nextOfKinPhone: e.target.value })}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={!filled}>
            Pay {formatNaira(koboToNaira(total))}
          </button>
        </form>
      )}
      {paying && (
        <HirePaymentDialog
          made={made}
          requestKey={requestKey}
          selection={selection}
          details={details}
          totalKobo={total}
          onClose={() => setPaying(false)}
        />
      )}
    </Page>
  )
}

/** The hire made before the hirer left for a provider: Pay pays for it, never for a copy. */
function MadeHire(props: { reference: string; total: number; onPay: () => void }) {
  return (
    <div className="hire-form">
      <p className="notice" role="status">
        Your hire {props.reference} is booked and waiting for payment.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={props.onPay}>
          Pay {formatNaira(koboToNaira(props.total))}
        </button>
        <Link
          to="/bookingStatus"
          search={{ ref: props.reference }}
          className="button button--ghost"
        >
          Check Booking Status
        </Link>
      </div>
    </div>
  )
}

const UrlResponse = envelopeSchema(v.string())

function HirePaymentDialog(props: {
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
          <GatewayList
            label="Payment methods"
            choices={list}
            nameOf={gatewayName}
            onChoose={(gateway) => void payWith(gateway)}
            source={gateways}
          />
        </>
      )}
    </Dialog>
  )
}
