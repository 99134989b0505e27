import type { KeyboardEvent } from 'react'

// Loaded by dialog.tsx as a dialog first opens (issue 9: no page's first load carries it).

const TAB_STOPS =
  ':is(button, [href], input:not([type=hidden]), select, textarea, iframe, [tabindex]):not([disabled], [tabindex="-1"])'

/** The dialog's own Tab stops in order: shown, and one per radio group (its checked one). */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((control) => {
    if (control.closest('dialog') !== dialog || !control.checkVisibility()) return false
    if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.name)
      return true
    const group = [...dialog.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter(
      (radio) => radio.name === control.name && !radio.disabled,
    )
    return control === (group.find((radio) => radio.checked) ?? group[0])
  })
}

/**
 * Tab past the dialog's last control goes round to its first, Shift+Tab before its first to its
 * last: the browser's modal <dialog> let the focus out of the page to its own toolbar, and a
 * keyboard or screen-reader user left the dialog they were in.
 */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  // A nested dialog keeps its own Tab inside itself (its keys reach this one through React's tree).
  if (event.target instanceof Element && event.target.closest('dialog') !== dialog) return
  const stops = tabStops(dialog)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const outside = !dialog.contains(active)
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
