import { Field } from './field.tsx'

/** SPEC §3 Gender: 0 male, 1 female; '' until chosen. */
export function GenderSelect(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  required?: boolean
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(control) => (
        <select
          {...control}
          required={props.required}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">Select gender</option>
          <option value="0">Male</option>
          <option value="1">Female</option>
        </select>
      )}
    </Field>
  )
}
