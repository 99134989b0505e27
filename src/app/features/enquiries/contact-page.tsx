import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { FeedbackRequest } from '#shared/contract/enquiries.ts'
import { FEEDBACK_CATEGORIES } from '#shared/domain/enquiry-options.ts'
import { contactDetails } from '#app/lib/contact-details.ts'
import { useSubmission } from '#app/offline/use-submission.ts'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { Page } from '#app/ui/page.tsx'
import { SubmissionResult } from './submission-result.tsx'
import { firstProblems, withoutProblem } from './form-problems.ts'
import './enquiries.css'

const EMPTY = {
  Category: '',
  CustomerName: '',
  CustomerPhoneNumber: '',
  CustomerEmail: '',
  Body: '',
}
type Form = typeof EMPTY

/** SPEC §2 Contact: category, name, phone, e-mail and message (SPEC §5: all required). */
export function ContactPage() {
  const [form, setForm] = useState<Form>(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<keyof Form, string>>>({})
  const { state, submit } = useSubmission()
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    // A field changed is no longer the one refused: its message went on being shown and read
    // out until the next Submit, after it had been put right.
    setProblems((p) => withoutProblem(p, key))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = { ...form, Category: Number(form.Category) || 0, Subject: '' }
    const checked = v.safeParse(FeedbackRequest, body)
    if (!checked.success) {
      setProblems(firstProblems(checked.issues))
      return focusFirstInvalid(event.currentTarget)
    }
    setProblems({})
    const accepted = await submit({
      service: 'settings',
      path: '/api/CustomerFeedbacks',
      body: checked.output,
      label: 'Your feedback',
      // SPEC: no sign-in needed: kept offline, it still goes should the sign-in end meanwhile.
      asGuest: checked.output,
    })
    // Refused, the message stays to be fixed; sent, the form is ready for another.
    if (accepted) setForm(EMPTY)
  }

  const done = state.kind === 'sent' || state.kind === 'queued'
  return (
    <Page
      title="Contact Us"
      lead={
        <>
          Our contact centre is open 24/7: call{' '}
          <a href={`tel:${contactDetails.phone.replace(/\s/g, '')}`}>{contactDetails.phone}</a> or
          write to <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
        </>
      }
    >
      <SubmissionResult state={state} />
      {!done && (
        <form className="enquiry-form" noValidate onSubmit={onSubmit}>
          <Field label="Category" error={problems.Category}>
            {(control) => (
              <select
                {...control}
                value={form.Category}
                onChange={(e) => set('Category')(e.target.value)}
              >
                <option value="">Choose a category</option>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Full Name" error={problems.CustomerName}>
            {(control) => (
              <input
                {...control}
                autoComplete="name"
                value={form.CustomerName}
                onChange={(e) => set('CustomerName')(e.target.value)}
              />
            )}
          </Field>
          <Field label="Phone Number" error={problems.CustomerPhoneNumber}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                value={form.CustomerPhoneNumber}
                onChange={(e) => set('CustomerPhoneNumber')(e.target.value)}
              />
            )}
          </Field>
          <Field label="Email" error={problems.CustomerEmail}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={form.CustomerEmail}
                onChange={(e) => set('CustomerEmail')(e.target.value)}
              />
            )}
          </Field>
          <Field label="Message" error={problems.Body}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={form.Body}
                onChange={(e) => set('Body')(e.target.value)}
              />
            )}
          </Field>
          <button
            type="submit"
            className="button button--block"
            disabled={state.kind === 'sending'}
          >
            {state.kind === 'sending' ? 'Sending…' : 'Submit'}
          </button>
        </form>
      )}
    </Page>
  )
}
