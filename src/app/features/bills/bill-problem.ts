import { useId, useState } from 'react'
import { useFormProblem } from '#app/lib/use-online.ts'

/**
 * A bill form's one refusal (SPEC's wording, read out as an alert), tied to the field it is about:
 * that field is marked invalid, described by the alert, and takes the focus, as in the app's
 * other forms. A refusal about no one field (plans that did not load) stays the alert alone.
 */
export function useBillProblem() {
  const [problem, setProblem] = useFormProblem()
  const [field, setField] = useState<string | null>(null)
  const alertId = useId()
  return {
    problem,
    alertId,
    /** Refuses `text` about the form's control named `name`, and moves the focus there. */
    refuse(form: HTMLFormElement, name: string, text: string) {
      setProblem(text)
      setField(name)
      requestAnimationFrame(() => {
        const control = form.elements.namedItem(name)
        const first = control instanceof RadioNodeList ? control[0] : control
        if (first instanceof HTMLElement) first.focus()
      })
    },
    say(text: string | null) {
      setProblem(text)
      setField(null)
    },
    /** The control's name, and while it is refused, its tie to the alert. */
    tie(name: string) {
      return field === name && problem
        ? { name, 'aria-invalid': true as const, 'aria-describedby': alertId }
        : { name }
    },
  }
}
