import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import {
  SAME_TOWNS,
  SuggestedRouteRequest,
  type SuggestedRouteInput,
} from '#shared/contract/enquiries.ts'
import type { Place } from '#shared/domain/place-search.ts'
import { registrationPhoneProblem } from '#shared/domain/phone.ts'
import { useUser, type SessionUser } from '#app/lib/session.ts'
import { useSubmission } from '#app/offline/use-submission.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { Page } from '#app/ui/page.tsx'
import { PlaceField } from '#app/ui/place-field.tsx'
import { withoutProblem } from './form-problems.ts'
import './enquiries.css'

const FIELD_NAMES = { from: 1, to: 1, FullName: 1, Email: 1, PhoneNumber: 1 }
type Problems = Partial<Record<keyof typeof FIELD_NAMES, string>>

/**
 * A signed-in customer's suggestion as a guest would send it, with the account's name, e-mail
 * and phone (kept offline, it still goes should the sign-in end meanwhile); none when the
 * account lacks one of them: it then waits for the customer to sign in again.
 */
function asGuest(body: SuggestedRouteInput, user: SessionUser): SuggestedRouteInput | undefined {
  const guest = v.safeParse(SuggestedRouteRequest, {
    ...body,
    FullName: [user.FirstName, user.LastName].filter(Boolean).join(' '),
    Email: user.Email ?? '',
    PhoneNumber: user.PhoneNumber,
  })
  if (!guest.success) return undefined
  const { FullName, Email, PhoneNumber } = guest.output
  return FullName && Email && PhoneNumber ? guest.output : undefined
}

/** SPEC §2 Suggest a Route: two places in Nigeria; name, e-mail and phone only when signed out. */
export function SuggestRoutePage() {
  const user = useUser()
  const [from, setFrom] = useState<Place | null>(null)
  const [to, setTo] = useState<Place | null>(null)
  const [contact, setContact] = useState({ FullName: '', Email: '', PhoneNumber: '+234' })
  const [problems, setProblems] = useState<Problems>({})
  // A new round of place fields (their typed text with them) after each suggestion sent.
  const [round, setRound] = useState(0)
  const { state, submit, reset } = useSubmission()
  // A field changed is no longer the one refused: its message went on being shown and read out
  // until the next Submit, after it had been put right. A new departure also answers 'must
  // differ from the departure' on the destination.
  const changed = (key: keyof Problems) =>
    setProblems((p) => {
      const kept = withoutProblem(p, key)
      return key === 'from' && kept.to === SAME_TOWNS ? withoutProblem(kept, 'to') : kept
    })
  const chooseFrom = (place: Place | null) => {
    setFrom(place)
    changed('from')
  }
  const chooseTo = (place: Place | null) => {
    setTo(place)
    changed('to')
  }
  const setContactField = (key: keyof typeof contact) => (value: string) => {
    setContact((c) => ({ ...c, [key]: value }))
    changed(key)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Problems = {}
    if (!from) found.from = 'Please choose where you are travelling from.'
    if (!to) found.to = 'Please choose where you are going.'
    else if (from && from.label === to.label) found.to = SAME_TOWNS
    if (!user) {
      if (!contact.FullName.trim()) found.FullName = 'Please enter your full name.'
      if (!v.is(v.pipe(v.string(), v.trim(), v.email()), contact.Email))
        found.Email = 'Please provide a valid email address'
      const phone = registrationPhoneProblem(contact.PhoneNumber)
      if (phone) found.PhoneNumber = phone
    }
    const checked =
      from && to
        ? v.safeParse(SuggestedRouteRequest, {
            DepartureState: from.state,
            DepartureLocation: from.label,
            ArrivalState: to.state,
            ArrivalLocation: to.label,
            ...(user ? {} : contact),
          })
        : undefined
    // What the checks above let through (a name too long, or with a tab pasted in): said on
    // its field, not thrown out of the page with nothing shown.
    for (const issue of checked?.success === false ? checked.issues : []) {
      const key = String(issue.path?.[0]?.key)
      const field = key.startsWith('Departure') ? 'from' : key.startsWith('Arrival') ? 'to' : key
      if (field in FIELD_NAMES) found[field as keyof Problems] ??= issue.message
    }
    setProblems(found)
    if (Object.keys(found).length > 0 || !checked?.success) {
      return focusFirstInvalid(event.currentTarget)
    }
    const body = checked.output
    const accepted = await submit({
      service: 'settings',
      path: '/route/addnewsuggestedroute',
      body,
      label: 'Your route suggestion',
      asGuest: user ? asGuest(body, user) : body,
    })
    // Sent: the form is empty, so closing the thanks and pressing Submit sends nothing twice.
    if (accepted) {
      setFrom(null)
      setTo(null)
      setRound((r) => r + 1)
    }
  }

  const done = state.kind === 'sent' || state.kind === 'queued'
  return (
    <Page title="Suggest a Route" lead="Tell us where you would like Waka to go next.">
      <form className="enquiry-form" noValidate onSubmit={onSubmit}>
        <PlaceField
          key={`from-${round}`}
          label="Departure"
          value={from}
          onChange={chooseFrom}
          error={problems.from}
        />
        <PlaceField
          key={`to-${round}`}
          label="Destination"
          value={to}
          onChange={chooseTo}
          error={problems.to}
        />
        {!user && (
          <>
            <Field label="Full Name" error={problems.FullName}>
              {(control) => (
                <input
                  {...control}
                  autoComplete="name"
                  value={contact.FullName}
                  onChange={(e) => setContactField('FullName')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Email" error={problems.Email}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={contact.Email}
                  onChange={(e) => setContactField('Email')(e.target.value)}
                />
              )}
            </Field>
            <Field
              label="Phone Number"
              error={problems.PhoneNumber}
              hint="+234 and your number, e.g. +2348031234567"
            >
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  value={contact.PhoneNumber}
                  onChange={(e) => setContactField('PhoneNumber')(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <FormAlert message={state.kind === 'error' ? state.message : null} />
        <button type="submit" className="button button--block" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Submit'}
        </button>
      </form>
      <Dialog open={done} title="Thank you" onClose={reset}>
        <p role="status">{state.kind === 'sent' || state.kind === 'queued' ? state.message : ''}</p>
        <div className="actions">
          <Link to="/" className="button">
            Go Home
          </Link>
        </div>
      </Dialog>
    </Page>
  )
}
