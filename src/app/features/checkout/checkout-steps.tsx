import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { koboToNaira } from '#shared/domain/money.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { useUser } from '#app/lib/session.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { readCheckoutDraft, saveCheckoutDraft } from '#app/lib/trip-storage.ts'
import { tripTotal, type AppliedCoupon, type Trip } from './booking-payload.ts'
import {
  CheckoutDraftSchema,
  contactErrors,
  passengerErrors,
  type CheckoutErrors,
  type CheckoutForm,
  type TravellerForm,
} from './checkout-form.ts'
import { ContactStep } from './contact-step.tsx'
import { PassengersStep } from './passengers-step.tsx'
import { PickUpStep } from './pick-up-step.tsx'
import { useSessionPrefill } from './use-session-prefill.ts'

// The dialogs load when they open, not with the form (bundle budget): the app prompt when pick-up
// is chosen, the summary and payment when the contact step is done.
const AppDownloadDialog = lazyPart(() =>
  import('./app-download-dialog.tsx').then((m) => m.AppDownloadDialog),
)
const TripSummaryDialog = lazyPart(() =>
  import('./trip-summary-dialog.tsx').then((m) => m.TripSummaryDialog),
)
const PaymentDialog = lazyPart(() => import('./payment-dialog.tsx').then((m) => m.PaymentDialog))

const STEPS = ['Pick Up', 'Passenger Details', 'Next of Kin Details'] as const
type Open = 'app' | 'summary' | 'payment' | null

/** SPEC §4 Checkout: Pick Up → Passenger Details → Next of Kin; summary; 'Trip payment'. */
export function CheckoutSteps({ trip, search }: { trip: Trip; search: BusSearch }) {
  const navigate = useNavigate()
  const prefill = useSessionPrefill(trip.departure.seats.length)
  const [form, setForm] = useState<CheckoutForm>(() => {
    // What this tab typed before (a reload, a seat lost to another traveller), for these seats;
    // a signed-in customer's own locked details stay as the session has them.
    const draft = readCheckoutDraft(CheckoutDraftSchema)
    if (draft?.travellers.length !== prefill.form.travellers.length) return prefill.form
    const [main, ...others] = draft.travellers
    const locked = prefill.form.travellers[0]!
    return {
      ...draft,
      travellers: [
        { ...main!, gender: prefill.lockedMain.gender ? locked.gender : main!.gender },
        ...others,
      ],
    }
  })
  useEffect(() => saveCheckoutDraft(form), [form])
  const [step, setStep] = useState(0)
  // Proceed and Back stay where they are while the step above them changes: the focus goes to
  // the new step's heading, so it is read out and Tab goes on through its fields.
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  }, [step])
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [open, setOpen] = useState<Open>(null)
  const [chosenCoupon, setCoupon] = useState<AppliedCoupon | null>(null)
  // Coupons are for signed-in customers only: signing out elsewhere drops the one chosen.
  const member = useUser() !== null
  const pricing = { member, coupon: member ? chosenCoupon : null }
  const bus = trip.departure.bus
  const total = tripTotal(trip, form.travellers, pricing)

  const patch = (next: Partial<CheckoutForm>) => {
    setForm((current) => ({ ...current, ...next }))
    setErrors({})
  }
  const patchTraveller = (index: number, next: Partial<TravellerForm>) =>
    patch({ travellers: form.travellers.map((t, i) => (i === index ? { ...t, ...next } : t)) })

  function back() {
    // SPEC §4: Back goes one step; from the first, back to the buses.
    if (step === 0) void navigate({ to: '/select-bus', search })
    else setStep(step - 1)
  }

  function proceed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = step === 1 ? passengerErrors(form, bus) : step === 2 ? contactErrors(form) : {}
    setErrors(found)
    if (Object.keys(found).length > 0) return focusFirstInvalid(event.currentTarget)
    if (step < 2) setStep(step + 1)
    else setOpen('summary')
  }

  return (
    <>
      <ol className="steps" aria-label="Checkout steps">
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      <form className="checkout-step" noValidate onSubmit={proceed}>
        <h2 ref={heading} tabIndex={-1}>
          {STEPS[step]}
        </h2>
        {step === 0 && (
          <PickUpStep
            value={form.pickUp}
            onChange={(pickUp) => {
              patch({ pickUp })
              if (pickUp === 'yes') setOpen('app')
            }}
          />
        )}
        {step === 1 && (
          <PassengersStep
            bus={bus}
            roundTrip={trip.ret !== null}
            travellers={form.travellers}
            errors={errors}
            lockedMain={prefill.lockedMain}
            onChange={patchTraveller}
          />
        )}
        {step === 2 && (
          <ContactStep
            form={form}
            errors={errors}
            locked={prefill.lockedContact}
            onChange={patch}
          />
        )}
        <div className="actions">
          <button type="button" className="button button--ghost" onClick={back}>
            Back
          </button>
          <button type="submit" className="button" disabled={step === 0 && form.pickUp === null}>
            Proceed
          </button>
        </div>
      </form>
      <PartBoundary key={open} fallback={<Spinner label="Loading…" />}>
        {open === 'app' && <AppDownloadDialog open onClose={() => setOpen(null)} />}
        {open === 'summary' && (
          <TripSummaryDialog
            open
            trip={trip}
            passengers={form.travellers.map((t) => t.fullName.trim())}
            total={total}
            coupon={pricing.coupon}
            onCoupon={setCoupon}
            onClose={() => setOpen(null)}
            onPay={() => setOpen('payment')}
          />
        )}
        {open === 'payment' && (
          <PaymentDialog
            open
            amount={koboToNaira(total.totalKobo)}
            search={search}
            buildRequest={async (method) =>
              (await import('./booking-request.ts')).bookingRequest(trip, form, method, pricing)
            }
            describe={(refCode, amount) => ({
              refCode,
              email: form.email.trim(),
              amount,
              seats: [trip.departure.seats, trip.ret?.seats ?? []].flat().join(','),
              mainName: form.travellers[0]?.fullName.trim() ?? '',
              otherNames: form.travellers.slice(1).map((t) => t.fullName.trim()),
              phonenumber: form.phoneNumber.trim(),
            })}
            onClose={() => setOpen(null)}
          />
        )}
      </PartBoundary>
    </>
  )
}
