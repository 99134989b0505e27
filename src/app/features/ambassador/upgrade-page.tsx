import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { Tier3UpgradeRequest } from '#shared/contract/ambassador.ts'
import * as messages from '#shared/domain/messages.ts'
import { errorMessage } from '#app/api/http.ts'
import { clearDraft, useDraftState } from '#app/lib/use-draft-state.ts'
import { useRequestUpgradeMutation, useVerifyUpgradeMutation } from '#app/api/ambassador.queries.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field, type Tie } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { OtpField } from '#app/ui/otp-field.tsx'
import { Page } from '#app/ui/page.tsx'
import '#app/ui/account.css'

const FIELDS = [
  ['firstName', 'First Name', 'given-name'],
  ['lastName', 'Last Name', 'family-name'],
  ['phone', 'Phone Number', 'tel-national'],
  ['email', 'Email', 'email'],
  ['address', 'Residential Address', 'street-address'],
  ['nin', 'NIN', 'off'],
  ['occupation', 'Occupation', 'organization-title'],
  ['officeAddress', 'Office Address', 'off'],
] as const
type Key = (typeof FIELDS)[number][0]
const EMPTY = Object.fromEntries(FIELDS.map(([key]) => [key, ''])) as Record<Key, string>
/**
 * The typed fields survive a reload until the upgrade is verified, so a reload while the code is
 * awaited keeps them. Never the code, nor the NIN: an identity number is not left in the tab.
 */
const DRAFT = 'upgrade'
const NOT_KEPT = ['nin'] as const

/** The first message of each field refused. */
function problemsOf(issues: v.BaseIssue<unknown>[]): Partial<Record<Key, string>> {
  const found: Partial<Record<Key, string>> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as Key | undefined
    if (key && !(key in found)) found[key] = issue.message
  }
  return found
}

/** SPEC §2 /upgrade 'Tier 3 upgrade': eight fields, then the OTP sent to the phone, then home. */
export function UpgradePage({ verificationId }: { verificationId: string | undefined }) {
  const [form, setForm] = useDraftState(DRAFT, EMPTY, { notKept: NOT_KEPT })
  const [problem, setProblem] = useState<string | null>(null)
  const [problems, setProblems] = useState<Partial<Record<Key, string>>>({})
  const alertId = useId()
  const [otp, setOtp] = useState('')
  const requestUpgrade = useRequestUpgradeMutation(verificationId ?? '')
  // 'Request Again' in the code dialog: a new code for the same request, the dialog kept open.
  const requestAgain = useRequestUpgradeMutation(verificationId ?? '')
  const verify = useVerifyUpgradeMutation()
  const navigate = useNavigate()

  // SPEC §4: home 4 s after the upgrade is verified.
  useEffect(() => {
    if (!verify.isSuccess) return
    const timer = setTimeout(() => void navigate({ to: '/' }), 4000)
    return () => clearTimeout(timer)
  }, [verify.isSuccess, navigate])

  if (!verificationId) {
    return (
      <Page title="Tier 3 upgrade">
        <p role="alert">Invalid Information! Open the upgrade link from your invitation again.</p>
      </Page>
    )
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = v.safeParse(Tier3UpgradeRequest, form)
    if (!checked.success) {
      // SPEC §5: one message for the empty fields, or the first other problem, in the form's
      // alert; each field refused is marked, described by the alert or by its own message.
      const found = problemsOf(checked.issues)
      const empty = Object.values(found).includes(messages.allFieldsRequired)
      setProblem(empty ? messages.allFieldsRequired : checked.issues[0].message)
      setProblems(found)
      return focusFirstInvalid(event.currentTarget)
    }
    setProblem(null)
    setProblems({})
    requestUpgrade.mutate(checked.output)
  }

  /**
   * A field changed is no longer the one refused: its mark and message went on being shown and
   * read out until the next Submit, after it had been put right (hire and checkout drop it so).
   * The form's alert goes with the last field it spoke for.
   */
  function changed(key: Key) {
    if (!problems[key]) return
    const kept = { ...problems, [key]: undefined }
    setProblems(kept)
    if (problem !== null && !Object.values(kept).includes(problem)) setProblem(null)
  }
  const tie = (key: Key): Tie => {
    const own = problems[key]
    if (!own) return {}
    return own === problem ? { alertId } : { error: own }
  }

  return (
    <Page title="Tier 3 upgrade" lead="Complete your details to become a tier 3 ambassador.">
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {FIELDS.map(([key, label, autoComplete]) => (
          <Field key={key} label={label} {...tie(key)}>
            {(control) => (
              <input
                {...control}
                autoComplete={autoComplete}
                inputMode={key === 'nin' || key === 'phone' ? 'numeric' : undefined}
                value={form[key]}
                onChange={(e) => {
                  setForm({ ...form, [key]: e.target.value })
                  changed(key)
                }}
              />
            )}
          </Field>
        ))}
        <FormAlert
          id={alertId}
          message={problem ?? (requestUpgrade.isError ? errorMessage(requestUpgrade.error) : null)}
        />
        <button type="submit" className="button button--block" disabled={requestUpgrade.isPending}>
          {requestUpgrade.isPending ? 'Submitting…' : 'Submit'}
        </button>
      </form>
      <Dialog
        open={requestUpgrade.isSuccess}
        title="Enter OTP"
        onClose={() => {
          requestUpgrade.reset()
          requestAgain.reset()
        }}
      >
        {verify.isSuccess ? (
          <p role="status">{verify.data.shortDescription}</p>
        ) : (
          <form
            className="account-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              verify.mutate(
                { otp, phoneNumber: form.phone },
                // The request is complete: the next visit starts empty.
                { onSuccess: () => clearDraft(DRAFT) },
              )
            }}
          >
            <p role="status">{requestUpgrade.data?.shortDescription}</p>
            <OtpField label="Code" value={otp} onChange={setOtp} />
            <FormAlert
              message={
                requestAgain.isError
                  ? errorMessage(requestAgain.error)
                  : verify.isError
                    ? errorMessage(verify.error)
                    : null
              }
            />
            <button
              type="submit"
              className="button button--block"
              disabled={otp.length !== 6 || verify.isPending}
            >
              Verify
            </button>
            {/* A code that expired, or was tried too often, says to request a new one. */}
            <button
              type="button"
              className="link-button"
              disabled={requestAgain.isPending || !requestUpgrade.variables}
              onClick={() => {
                if (!requestUpgrade.variables) return
                requestAgain.mutate(requestUpgrade.variables, {
                  onSuccess: () => {
                    verify.reset()
                    setOtp('')
                  },
                })
              }}
            >
              {requestAgain.isPending ? 'Sending…' : 'Request Again'}
            </button>
          </form>
        )}
      </Dialog>
    </Page>
  )
}
