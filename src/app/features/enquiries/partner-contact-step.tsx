import { INSPECTION_LOCATIONS, NIGERIAN_STATES } from '#shared/domain/enquiry-options.ts'
import { Field, type Tie } from '#app/ui/field.tsx'

export const EMPTY_PARTNER = {
  PartnerType: 1 as 0 | 1,
  FirstName: '',
  LastName: '',
  Name: '',
  CompanyName: '',
  CompanyRcNumber: '',
  BusinessAddress: '',
  PhoneNumber: '',
  Email: '',
  State: '',
  InspectionLocation: '',
  NumberOfVehicles: '1',
}
export type PartnerForm = typeof EMPTY_PARTNER
type TextKey = Exclude<keyof PartnerForm, 'PartnerType'>

const INDIVIDUAL: [TextKey, string, string?][] = [
  ['FirstName', 'First Name', 'given-name'],
  ['LastName', 'Last Name', 'family-name'],
]
const CORPORATE: [TextKey, string, string?][] = [
  ['Name', 'Contact Person', 'name'],
  ['CompanyName', 'Company Name', 'organization'],
  ['CompanyRcNumber', 'RC Number'],
  ['BusinessAddress', 'Business Address', 'street-address'],
]

/** SPEC §3 Partner enquiry: the contact step (individual or corporate fields). */
export function PartnerContactStep({
  form,
  onChange,
  tie,
}: {
  form: PartnerForm
  /** A field changed, by its name. */
  onChange: (key: TextKey, value: string) => void
  /** How the last Next refused each field, by name. */
  tie: (key: TextKey) => Tie
}) {
  const set = (key: TextKey) => (value: string) => onChange(key, value)
  const text = ([key, label, autoComplete]: [TextKey, string, string?]) => (
    <Field key={key} label={label} {...tie(key)}>
      {(control) => (
        <input
          {...control}
          autoComplete={autoComplete}
          value={form[key]}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <>
      {(form.PartnerType === 1 ? INDIVIDUAL : CORPORATE).map(text)}
      <Field label="Phone Number" hint="11 digits, e.g. 08031234567" {...tie('PhoneNumber')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel-national"
            value={form.PhoneNumber}
            onChange={(e) => set('PhoneNumber')(e.target.value)}
          />
        )}
      </Field>
      <Field label="Email" {...tie('Email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={form.Email}
            onChange={(e) => set('Email')(e.target.value)}
          />
        )}
      </Field>
      <Field label="State" {...tie('State')}>
        {(control) => (
          <select {...control} value={form.State} onChange={(e) => set('State')(e.target.value)}>
            <option value="">Choose a state</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Inspection Location" {...tie('InspectionLocation')}>
        {(control) => (
          <select
            {...control}
            value={form.InspectionLocation}
            onChange={(e) => set('InspectionLocation')(e.target.value)}
          >
            <option value="">Choose a location</option>
            {INSPECTION_LOCATIONS.map((place) => (
              <option key={place}>{place}</option>
            ))}
          </select>
        )}
      </Field>
    </>
  )
}
