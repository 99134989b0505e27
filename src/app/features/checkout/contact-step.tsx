import { NAME_MAX } from '#shared/domain/field-lengths.ts'
import { Field } from '#app/ui/field.tsx'
import type { CheckoutErrors, CheckoutForm } from './checkout-form.ts'

type ContactField = 'nextOfKinName' | 'nextOfKinPhone' | 'phoneNumber' | 'email'

interface ContactStepProps {
  form: CheckoutForm
  errors: CheckoutErrors
  locked: Partial<Record<ContactField, boolean>>
  onChange: (patch: Partial<Pick<CheckoutForm, ContactField>>) => void
}

const FIELDS: {
  name: ContactField
  label: string
  type: string
  autoComplete: string
  maxLength?: number
}[] = [
  {
    name: 'nextOfKinName',
    label: 'Next of Kin Name',
    type: 'text',
    autoComplete: 'off',
    maxLength: NAME_MAX,
  },
  { name: 'nextOfKinPhone', label: 'Next of Kin Phone', type: 'tel', autoComplete: 'off' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
]

/** SPEC §4 Checkout, Next of Kin Details (the contact step). Phones are 11 characters (SPEC §5). */
export function ContactStep({ form, errors, locked, onChange }: ContactStepProps) {
  return (
    <fieldset className="traveller">
      <legend>Next of kin and contact</legend>
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]}>
          {(control) => (
            <input
              {...control}
              type={field.type}
              inputMode={field.type === 'tel' ? 'numeric' : undefined}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              readOnly={locked[field.name]}
              value={form[field.name]}
              onChange={(event) => onChange({ [field.name]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  )
}
