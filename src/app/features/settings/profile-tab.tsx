import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { InferOutput } from 'valibot'
import { errorMessage } from '#app/api/http.ts'
import type { CustomerProfile } from '#shared/contract/account-profile.ts'
import * as messages from '#shared/domain/messages.ts'
import { nameProblem } from '#shared/domain/person-name.ts'
import { phonesDiffer, registrationPhoneProblem, toLocalPhone } from '#shared/domain/phone.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GenderSelect } from '#app/ui/gender-select.tsx'
import { profileQueryOptions, useUpdateProfileMutation } from '#app/api/profile.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { flash } from '#app/ui/flash.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { LastSeen } from '#app/ui/last-seen.tsx'
import { PhotoUpload } from './photo-upload.tsx'

// SPEC §2 Settings → Profile; SPEC §5: full name, sex, next of kin name and phone filled; the
// full name splits on its first space; 'Profile Details Updated Successfully' then a reload.
const RELOAD_AFTER_MS = 2500

type Values = { fullName: string; sex: string; nextOfKinName: string; nextOfKinMobile: string }

/** The form, filled from the profile: as last seen when there is no signal. */
export function ProfileTab() {
  const query = useQuery(profileQueryOptions())
  return (
    <LastSeen query={query} what="your profile" loading="Loading your profile…">
      {(profile) => <ProfileForm profile={profile} />}
    </LastSeen>
  )
}

function ProfileForm({ profile }: { profile: InferOutput<typeof CustomerProfile> }) {
  const update = useUpdateProfileMutation()
  const [values, setValues] = useState<Values>({
    fullName: [profile.FirstName, profile.LastName].filter(Boolean).join(' '),
    sex: profile.Gender == null ? '' : String(profile.Gender),
    nextOfKinName: profile.NextOfKinName ?? '',
    nextOfKinMobile: profile.NextOfKinPhone ?? '',
  })
  const [errors, setErrors] = useState<Partial<Values>>({})
  const set = (name: keyof Values) => (value: string) => {
    setValues({ ...values, [name]: value })
    // A field changed is no longer the one refused: its message went on being shown and read
    // out until the next Update, after it had been put right (hire and checkout drop it so).
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const required = 'This field is required.'
    const next = {
      fullName: values.fullName.trim()
        ? (nameProblem(values.fullName.trim(), 'Full name') ?? undefined)
        : required,
      sex: values.sex ? undefined : 'Select your sex.',
      nextOfKinName: values.nextOfKinName.trim()
        ? (nameProblem(values.nextOfKinName.trim(), 'Next of kin name') ?? undefined)
        : required,
      // Not the customer's own (SPEC §5), said on the field: the server's refusal came back as
      // the form's alert.
      nextOfKinMobile: values.nextOfKinMobile.trim()
        ? (registrationPhoneProblem(values.nextOfKinMobile) ??
          (phonesDiffer(profile.PhoneNumber, values.nextOfKinMobile)
            ? undefined
            : messages.phonesMustDiffer))
        : required,
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return focusFirstInvalid(event.currentTarget)
    const fullName = values.fullName.trim()
    const space = fullName.indexOf(' ')
    update.mutate(
      {
        firstName: space < 0 ? fullName : fullName.slice(0, space),
        lastName: space < 0 ? '' : fullName.slice(space + 1).trim(),
        sex: Number(values.sex),
        nextOfKinName: values.nextOfKinName.trim(),
        nextOfKinMobile: values.nextOfKinMobile.trim(),
      },
      {
        onSuccess: () => {
          flash(messages.profileUpdated)
          setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
        },
      },
    )
  }

  // WCAG 1.3.5: the customer's own name says so (autofill, assistive tools); the next of kin's
  // are someone else's, never filled with the customer's own.
  const text = (name: keyof Values, label: string, autoComplete: string, type = 'text') => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </Field>
  )
  const readOnly = (label: string, value: string, autoComplete: string) => (
    <Field label={label}>
      {(control) => <input {...control} readOnly autoComplete={autoComplete} value={value} />}
    </Field>
  )

  return (
    <>
      <PhotoUpload image={profile.Image} />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {/* SPEC §2's order: Full Name, Email, Sex, Phone, Next Of Kin Name and Phone. */}
        {text('fullName', 'Full Name', 'name')}
        {readOnly('Email', profile.Email ?? '', 'email')}
        <GenderSelect
          label="Sex"
          required
          value={values.sex}
          onChange={set('sex')}
          error={errors.sex}
        />
        {readOnly(
          'Phone',
          toLocalPhone(profile.PhoneNumber) ?? profile.PhoneNumber,
          'tel-national',
        )}
        {text('nextOfKinName', 'Next Of Kin Name', 'off')}
        {text('nextOfKinMobile', 'Next Of Kin Phone', 'off', 'tel')}
        <FormAlert message={update.isError ? errorMessage(update.error) : null} />
        <button type="submit" className="button button--block" disabled={update.isPending}>
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </form>
    </>
  )
}
