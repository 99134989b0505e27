import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { ADDRESS_MAX, NAME_MAX } from '#shared/domain/field-lengths.ts'
import { hiredBuses } from '#shared/domain/hire-pricing.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { nameProblem } from '#shared/domain/person-name.ts'
import { phoneProblem, phonesDiffer, toLocalPhone } from '#shared/domain/phone.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { useRequestKey } from '#app/lib/request-key.ts'
import { useUser } from '#app/lib/session.ts'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { GenderSelect } from '#app/ui/gender-select.tsx'
import { Page } from '#app/ui/page.tsx'
import { readHireDraft, readHireMade, readHirePaid, saveHireDraft } from '#app/lib/hire-storage.ts'
import { HirePaymentDialog } from './hire-payment-dialog.tsx'
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
  // The payment closed: the hire it made, or forgot as over, is the one this page shows.
  const closed = () => setHire(readHire())
  return <HireDetails key={made ?? ''} selection={selection} made={made} onPaymentClosed={closed} />
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
export type HireDetailsForm = v.InferOutput<typeof DetailsSchema>
type Details = HireDetailsForm

/** What Pay waits for (SPEC §5), in the form's order: the first one missing is said under Pay. */
const NEEDED: [keyof Details, string][] = [
  ['fullName', 'Please fill in your Full Name.'],
  ['gender', 'Please choose your Gender.'],
  ['email', 'Please fill in your Email.'],
  ['phoneNumber', 'Please fill in your Phone Number.'],
  ['address', 'Please fill in your Address.'],
  ['nextOfKinName', 'Please fill in your Next of Kin Name.'],
  ['nextOfKinPhone', 'Please fill in your Next of Kin Phone.'],
]

function HireDetails(props: {
  selection: HireSelection
  made: string | null
  onPaymentClosed: () => void
}) {
  const { selection, made } = props
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
  // SPEC §5: Pay only with full name, gender, next of kin name and phone, phone, email, address;
  // a disabled Pay says why.
  const missing = NEEDED.find(([key]) => details[key].trim() === '')?.[1]
  const missingId = useId()
  const readOnly = Boolean(user)

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Each problem beside its field, and the first of them in focus: on a phone the Pay button
    // is far below the top of the form.
    const found: typeof errors = {
      fullName: nameProblem(details.fullName.trim(), 'Full name') ?? undefined,
      nextOfKinName: nameProblem(details.nextOfKinName.trim(), 'Next of kin name') ?? undefined,
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
          <Field label="Full Name" error={errors.fullName}>
            {(c) => (
              <input
                {...c}
                readOnly={readOnly && details.fullName !== ''}
                autoComplete="name"
                maxLength={NAME_MAX}
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
                maxLength={ADDRESS_MAX}
                value={details.address}
                onChange={(e) => set({ address: e.target.value })}
              />
            )}
          </Field>
          <Field label="Next of Kin Name" error={errors.nextOfKinName}>
            {(c) => (
              <input
                {...c}
                maxLength={NAME_MAX}
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
          <button
            type="submit"
            className="button"
            disabled={missing !== undefined}
            aria-describedby={missing ? missingId : undefined}
          >
            Pay {formatNaira(koboToNaira(total))}
          </button>
          {missing && (
            <p id={missingId} className="field__hint">
              {missing}
            </p>
          )}
        </form>
      )}
      {paying && (
        <HirePaymentDialog
          made={made}
          requestKey={requestKey}
          selection={selection}
          details={details}
          totalKobo={total}
          onClose={() => {
            setPaying(false)
            props.onPaymentClosed()
          }}
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
