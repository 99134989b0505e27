const FIELDS =
  ':is(input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea)'

/**
 * After a failed submit, move focus to the first field marked invalid; a form that says its
 * problem once for all ('All fields are required.') marks none, so to its first empty field.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    const empty = [...form.querySelectorAll<HTMLInputElement>(FIELDS)].find(
      (field) => !field.disabled && !field.readOnly && field.value.trim() === '',
    )
    ;(invalid ?? empty)?.focus()
  })
}
