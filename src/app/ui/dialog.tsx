import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import './dialog.css'

const FOCUSABLE = ':is(button, [href], input, select, textarea):not([disabled])'
const FIELD = ':is(input:not([type=hidden]), select, textarea):not([disabled])'

// The control the traveller last used: a form's Submit that a dialog answers is disabled while
// it sends, and a disabled control loses the focus, so the dialog opens from the page's body.
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest('dialog'))
      lastFocused = event.target
  })

/** Where the focus goes back to when the dialog closes: what had it, or what last had it. */
function openerOf(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : lastFocused
}

/**
 * After a close: the focus left on the page's body, or on the closed dialog's own controls
 * (which go with it), goes back to the dialog's opener.
 */
function refocus(dialog: HTMLDialogElement | null, opener: HTMLElement | null) {
  const active = document.activeElement
  if (active && active !== document.body && !dialog?.contains(active)) return
  if (opener?.isConnected && !opener.matches(':disabled')) opener.focus()
}

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** 'wide' for embedded pages (flight partner). */
  size?: 'normal' | 'wide'
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside) and Escape closes it. Children mount only while open.
 */
export function Dialog({ open, title, onClose, children, size = 'normal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = openerOf()
      dialog.showModal()
      // The browser focuses the first control, the header's ×: a dialog that asks for something
      // (a code, a PIN, a phone) starts at its first field instead.
      dialog.querySelector<HTMLElement>(`.dialog__body > :not(.dialog__header) ${FIELD}`)?.focus()
    }
    if (!open && dialog.open) {
      dialog.close()
      refocus(dialog, opener.current)
    }
  }, [open])

  // A page that takes the dialog away while it is open (its Done, ×, or a step that ends it)
  // removed it without closing it, and the focus fell to the page's body. Closed first, the
  // browser gives the focus back to what opened it. A layout effect: it runs before the removal.
  useLayoutEffect(() => {
    const dialog = ref.current
    return () => {
      if (!dialog?.open) return
      dialog.close()
      refocus(dialog, opener.current)
    }
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    // A dialog of steps (confirm, way to pay, PIN, result) replaces the button just pressed: the
    // focus would fall to the page behind. It goes to the new step's first control instead.
    const observer = new MutationObserver(() => {
      if (dialog.contains(document.activeElement)) return
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const next = controls.find((c) => !c.closest('.dialog__header')) ?? controls[0]
      next?.focus()
    })
    observer.observe(dialog, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      // A nested dialog's close event reaches this one through React's tree: only our own counts.
      onClose={(event) => {
        if (event.target !== ref.current) return
        refocus(ref.current, opener.current)
        if (open) onClose()
      }}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      {open && (
        <div className="dialog__body">
          <div className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
