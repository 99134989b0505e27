import { useId, type ReactNode } from 'react'

export interface ControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/** How a field is refused: its own message beside it, or the form's one alert. */
export interface Tie {
  error?: string
  /** The id of the form's one alert when it refuses this field (a message for many fields). */
  alertId?: string
}

interface FieldProps extends Tie {
  label: string
  hint?: string
  children: (control: ControlProps) => ReactNode
}

/** A labelled control with its error tied to it (aria-invalid + aria-describedby). */
export function Field({ label, error, alertId, hint, children }: FieldProps) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, alertId]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error || alertId ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
