import { Field } from './field.tsx'

interface DateFieldProps {
  label: string
  error?: string
  /** The days that may be chosen (SPEC §5 windows), as yyyy-mm-dd. */
  window: { min: string; max: string }
  value: string
  onChange: (day: string) => void
}

/** A labelled native date picker limited to a window of days. */
export function DateField({ label, error, window, value, onChange }: DateFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          min={window.min}
          max={window.max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
