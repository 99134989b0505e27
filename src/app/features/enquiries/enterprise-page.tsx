import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { PartnerEnquiryRequest } from '#shared/contract/enquiries.ts'
import * as messages from '#shared/domain/messages.ts'
import { clearDraft, useDraftState } from '#app/lib/use-draft-state.ts'
import { useSubmission } from '#app/offline/use-submission.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import type { Tie } from '#app/ui/field.tsx'
import { Page } from '#app/ui/page.tsx'
import { EMPTY_PARTNER, PartnerContactStep, type PartnerForm } from './partner-contact-step.tsx'
import { EMPTY_VEHICLE, PartnerVehicleStep } from './partner-vehicle-step.tsx'
import { firstProblems, withoutProblem } from './form-problems.ts'
import { SubmissionResult } from './submission-result.tsx'
import './enquiries.css'

type Step = 'type' | 'contact' | 'vehicle'
const STEPS: { id: Step; label: string }[] = [
  { id: 'type', label: '1. Partner type' },
  { id: 'contact', label: '2. Contact' },
  { id: 'vehicle', label: '3. Vehicle' },
]
const VEHICLE_STEP = new Set(['Vehicles', 'NumberOfVehicles'])
// What was typed, and the step, survive a reload until the enquiry is sent (or queued to go).
const DRAFTS = ['enterprise:step', 'enterprise:form', 'enterprise:vehicle'] as const
const isStep = (step: string) => STEPS.some((s) => s.id === step)

/** SPEC §2 Enterprise: Individual (1) or Corporate (0), a contact step, a vehicle step with Back. */
export function EnterprisePage() {
  const [step, setStep] = useDraftState<Step>(DRAFTS[0], 'type', { accept: isStep })
  const [form, setForm] = useDraftState<PartnerForm>(DRAFTS[1], EMPTY_PARTNER, {
    accept: (f) => [0, 1].includes(f.PartnerType),
  })
  const [vehicle, setVehicle] = useDraftState(DRAFTS[2], EMPTY_VEHICLE)
  const [problem, setProblem] = useState<string | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const alertId = useId()
  const { state, submit } = useSubmission()
  const navigate = useNavigate()

  // SPEC §2: after the thanks, home in 4 seconds.
  useEffect(() => {
    if (state.kind !== 'sent' && state.kind !== 'queued') return
    clearDraft(...DRAFTS)
    const timer = setTimeout(() => void navigate({ to: '/' }), 4000)
    return () => clearTimeout(timer)
  }, [state.kind, navigate])

  const body = () => ({
    ...form,
    PartnerType: form.PartnerType,
    NumberOfVehicles: Number(form.NumberOfVehicles) || 0,
    // The year as chosen (the schema reads it): one not chosen is missing, not the year 0.
    Vehicles: [vehicle],
  })

  /**
   * SPEC §5: one message for the empty fields ('All fields are required.'), or the first other
   * problem, in the form's alert; each field refused is marked, described by the alert, or by
   * its own message beside it when that is another (an e-mail mistyped among empty fields).
   */
  function refuse(form: HTMLFormElement, issues: v.BaseIssue<unknown>[]) {
    const found = firstProblems<string>(issues) as Record<string, string>
    const empty = Object.values(found).includes(messages.allFieldsRequired)
    setProblem(empty ? messages.allFieldsRequired : issues[0]!.message)
    setProblems(found)
    focusFirstInvalid(form)
  }
  /**
   * A field changed is no longer the one refused: its mark and message went on being shown and
   * read out until the next Next or Submit, after it had been put right. The form's alert goes
   * with the last field it spoke for.
   */
  function changed(key: string) {
    if (!(key in problems)) return
    const kept = withoutProblem(problems, key)
    setProblems(kept)
    if (problem !== null && !Object.values(kept).includes(problem)) setProblem(null)
  }
  const tie = (key: string): Tie => {
    const own = problems[key]
    if (!own) return {}
    return own === problem ? { alertId } : { error: own }
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = v.safeParse(PartnerEnquiryRequest, body())
    const contactIssues = (checked.issues ?? []).filter(
      (issue) => !VEHICLE_STEP.has(String(issue.path?.[0]?.key)),
    )
    if (contactIssues.length > 0) return refuse(event.currentTarget, contactIssues)
    setProblem(null)
    setProblems({})
    setStep('vehicle')
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = v.safeParse(PartnerEnquiryRequest, body())
    if (!checked.success) return refuse(event.currentTarget, checked.issues)
    setProblem(null)
    setProblems({})
    await submit({
      service: 'settings',
      path: '/PartnerEnquiry',
      body: checked.output,
      label: 'Your partner enquiry',
      asGuest: checked.output,
    })
  }

  const done = state.kind === 'sent' || state.kind === 'queued'
  return (
    <Page
      title="Partner with us"
      lead="Bring your bus to Waka: tell us about you and your vehicle."
    >
      <SubmissionResult state={state} />
      {!done && (
        <>
          <ol className="steps" aria-label="Steps">
            {STEPS.map((s) => (
              <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
                {s.label}
              </li>
            ))}
          </ol>
          {step === 'type' && (
            <div className="actions actions--stack">
              <p>Are you partnering as an individual or a company?</p>
              {([1, 0] as const).map((type) => (
                <button
                  key={type}
                  type="button"
                  className="button"
                  onClick={() => {
                    setForm((f) => ({ ...f, PartnerType: type }))
                    setStep('contact')
                  }}
                >
                  {type === 1 ? 'Individual' : 'Corporate'}
                </button>
              ))}
            </div>
          )}
          {step === 'contact' && (
            <form className="enquiry-form" noValidate onSubmit={next}>
              <PartnerContactStep
                form={form}
                onChange={(key, value) => {
                  setForm((f) => ({ ...f, [key]: value }))
                  changed(key)
                }}
                tie={tie}
              />
              <FormAlert id={alertId} message={problem} />
              <div className="actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setStep('type')}
                >
                  Back
                </button>
                <button type="submit" className="button">
                  Next
                </button>
              </div>
            </form>
          )}
          {step === 'vehicle' && (
            <form className="enquiry-form" noValidate onSubmit={send}>
              <PartnerVehicleStep
                vehicle={vehicle}
                count={form.NumberOfVehicles}
                onChange={(key, value) => {
                  setVehicle((current) => ({ ...current, [key]: value }))
                  changed(key)
                }}
                onCount={(n) => {
                  setForm((f) => ({ ...f, NumberOfVehicles: n }))
                  changed('NumberOfVehicles')
                }}
                tie={tie}
              />
              <FormAlert
                id={alertId}
                message={problem ?? (state.kind === 'error' ? state.message : null)}
              />
              <div className="actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setStep('contact')}
                >
                  Back
                </button>
                <button type="submit" className="button" disabled={state.kind === 'sending'}>
                  {state.kind === 'sending' ? 'Sending…' : 'Submit'}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </Page>
  )
}
