import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSearch } from '@tanstack/react-router'
import { errorMessage } from '#app/api/http.ts'
import { invalidReferralCode } from '#shared/contract/account-profile.ts'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { Page } from '#app/ui/page.tsx'
import { safeRedirect } from './require-session.ts'
import { EmailVerification } from './email-verification.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GenderSelect } from '#app/ui/gender-select.tsx'
import { useCompleteProfileMutation } from '#app/api/profile.queries.ts'
import { getUser } from '#app/lib/session.ts'
import { nameProblem } from '#shared/domain/person-name.ts'
import * as messages from '#shared/domain/messages.ts'
import { phonesDiffer, registrationPhoneProblem } from '#shared/domain/phone.ts'
import '#app/ui/account.css'

const FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  referralCode: 'Referral Code',
  nextOfKinName: 'Next of Kin Full Name',
  nextOfKinPhoneNumber: 'Next of Kin Phone',
} as const
type TextField = keyof typeof FIELDS

/** SPEC §2 /login-reg 'Personalise your profile', then the e-mail verification dialogs. */
export function CompleteProfilePage() {
  const search: { redirect?: unknown } = useSearch({ strict: false })
  const next = safeRedirect(search.redirect) ?? '/'
  const user = getUser()
  const profileSaved = (user?.CustomerStage ?? 0) >= 1
  const complete = useCompleteProfileMutation()
  const [values, setValues] = useState<Record<TextField, string>>({
    firstName: user?.FirstName ?? '',
    lastName: user?.LastName ?? '',
    referralCode: '',
    nextOfKinName: user?.NextOfKinName ?? '',
    nextOfKinPhoneNumber: user?.NextOfKinPhone ?? '',
  })
  const [gender, setGender] = useState(user?.Gender == null ? '' : String(user.Gender))
  const [kinGender, setKinGender] = useState('')
  const [errors, setErrors] = useState<Partial<Record<TextField | 'gender', string>>>({})
  const alertId = useId()
  // The server's refusal of the referral code (no customer has it) is the form's alert, tied to
  // that field: it was the alert alone, the field unmarked and the focus left on Continue.
  const serverProblem = complete.isError ? errorMessage(complete.error) : null
  const referralRefused = serverProblem === invalidReferralCode
  const formRef = useRef<HTMLFormElement>(null)
  // Once the field is drawn refused (the mutation's onError came before that render, and the
  // focus went nowhere when the page was slow).
  useEffect(() => {
    if (referralRefused && formRef.current) focusFirstInvalid(formRef.current)
  }, [referralRefused])
  // A field changed is no longer the one refused: its message went on being shown and read out
  // until the next Continue, after it had been put right (hire and checkout drop it so).
  const changed = (name: TextField | 'gender') => setErrors((e) => ({ ...e, [name]: undefined }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // SPEC §5 profile completion: gender chosen (and a name to greet the customer by).
    const next = {
      firstName: values.firstName.trim()
        ? (nameProblem(values.firstName.trim(), 'First name') ?? undefined)
        : 'Enter your first name.',
      lastName: values.lastName.trim()
        ? (nameProblem(values.lastName.trim(), 'Last name') ?? undefined)
        : 'Enter your last name.',
      // Optional; when given, a name's characters only (person-name.ts).
      nextOfKinName: nameProblem(values.nextOfKinName.trim(), 'Next of kin name') ?? undefined,
      gender: gender ? undefined : 'Select your gender.',
      // Optional; when given, a Nigerian mobile and not the customer's own (SPEC §5), said on
      // the field: the server's refusal came back as the form's alert, after any other problem.
      nextOfKinPhoneNumber: values.nextOfKinPhoneNumber.trim()
        ? (registrationPhoneProblem(values.nextOfKinPhoneNumber) ??
          (user && !phonesDiffer(user.PhoneNumber, values.nextOfKinPhoneNumber)
            ? messages.phonesMustDiffer
            : undefined))
        : undefined,
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) {
      return focusFirstInvalid(event.currentTarget)
    }
    complete.mutate({
      ...values,
      gender: Number(gender),
      nextOfKinGender: kinGender ? Number(kinGender) : null,
    })
  }

  const textField = (name: TextField, autoComplete: string, hint?: string) => (
    <Field
      label={FIELDS[name]}
      error={errors[name]}
      alertId={name === 'referralCode' && referralRefused ? alertId : undefined}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          type={name === 'nextOfKinPhoneNumber' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            setValues({ ...values, [name]: event.target.value })
            changed(name)
            // A new code is not the one refused.
            if (name === 'referralCode' && referralRefused) complete.reset()
          }}
        />
      )}
    </Field>
  )

  return (
    <Page title="Personalise your profile" lead="Tell us a little about you to finish signing up.">
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        {textField('firstName', 'given-name')}
        {textField('lastName', 'family-name')}
        <GenderSelect
          label="Gender"
          required
          value={gender}
          onChange={(value) => {
            setGender(value)
            changed('gender')
          }}
          error={errors.gender}
        />
        {textField('referralCode', 'off', 'Optional: a friend’s Waka referral code.')}
        {textField('nextOfKinName', 'off')}
        <GenderSelect label="Next of Kin Gender" value={kinGender} onChange={setKinGender} />
        {textField('nextOfKinPhoneNumber', 'off')}
        <FormAlert id={alertId} message={serverProblem} />
        <button type="submit" className="button button--block" disabled={complete.isPending}>
          {complete.isPending ? 'Saving…' : 'Continue'}
        </button>
      </form>
      {/* Saved already (this page reloaded at the e-mail step): straight on to the e-mail. */}
      <EmailVerification open={complete.isSuccess || (profileSaved && !user?.Email)} next={next} />
    </Page>
  )
}
