import { useId } from 'react'
import { RATING_COMMENT_MAX, RATING_ISSUES, RATING_LABELS } from '#shared/domain/enquiry-options.ts'

export interface RatingValue {
  rating: number
  issues: string[]
  other: string
}

/** One thing rated on SPEC §9's scale; below 4, what went wrong (SPEC §5), 'Others' as text. */
export function RatingGroup({
  label,
  type,
  value,
  onChange,
  error,
}: {
  label: string
  type: 1 | 2 | 3
  value: RatingValue
  onChange: (value: RatingValue) => void
  error?: string
}) {
  const name = useId()
  const errorId = `${name}-error`
  const toggle = (issue: string) =>
    onChange({
      ...value,
      issues: value.issues.includes(issue)
        ? value.issues.filter((i) => i !== issue)
        : [...value.issues, issue],
    })
  return (
    // The group marked, and described by what it is missing (a screen reader reads it there).
    <fieldset
      className="rating-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      <div className="choice-row">
        {RATING_LABELS.map((word, index) => (
          <label key={word}>
            <input
              type="radio"
              name={name}
              value={index + 1}
              checked={value.rating === index + 1}
              onChange={() => onChange({ ...value, rating: index + 1 })}
            />
            <span>
              {index + 1} {word}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {value.rating > 0 && value.rating < 4 && (
        <div
          className="choice-row"
          role="group"
          aria-label={`What went wrong with the ${label.toLowerCase()}?`}
        >
          {RATING_ISSUES[type].map((issue) => (
            <label key={issue}>
              <input
                type="checkbox"
                checked={value.issues.includes(issue)}
                onChange={() => toggle(issue)}
              />
              <span>{issue}</span>
            </label>
          ))}
        </div>
      )}
      {value.rating > 0 && value.rating < 4 && value.issues.includes('Others') && (
        <label className="field">
          <span>Tell us more about the {label.toLowerCase()}</span>
          <textarea
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            value={value.other}
            onChange={(e) => onChange({ ...value, other: e.target.value })}
          />
        </label>
      )}
    </fieldset>
  )
}
