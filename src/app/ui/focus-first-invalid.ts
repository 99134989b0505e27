const FIELDS =
  ':is(input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea)'

const CONTROL = 'input, select, textarea, button'

/**
 * What takes the focus for what is marked invalid: a control itself; a group (a rating's answers)
 * its checked answer, else its first control.
 */
const focusTarget = (invalid: HTMLElement | null) =>
  invalid?.matches(CONTROL) === false
    ? (invalid.querySelector<HTMLElement>(':checked') ??
      invalid.querySelector<HTMLElement>(CONTROL))
    : invalid

/**
 * After a failed submit, move focus to the first field marked invalid (a group marked as a whole,
 * such as a rating's answers, by its first control); a form that says its problem once for all
 * ('All fields are required.') marks none, so to its first empty field.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = focusTarget(form.querySelector<HTMLElement>('[aria-invalid="true"]'))
    const empty = [...form.querySelectorAll<HTMLInputElement>(FIELDS)].find(
      (field) => !field.disabled && !field.readOnly && field.value.trim() === '',
    )
    ;(invalid ?? empty)?.focus()
  })
}
