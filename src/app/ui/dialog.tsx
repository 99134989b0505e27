import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { focusTheHeading } from '#app/lib/focus-keeper.ts'
import './dialog.css'

const FOCUSABLE = ':is(button, [href], input, select, textarea):not([disabled])'
// A read-only field (a popular route's From and To) asks for nothing: the start is past it.
const FIELD = ':is(input:not([type=hidden]), select, textarea):not([disabled],[readonly])'

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

/** The opener and the parts of the page around it, nearest first, as they were at the opening. */
function placeOf(opener: HTMLElement | null): HTMLElement[] {
  const path: HTMLElement[] = []
  for (let node = opener; node; node = node.parentElement) path.push(node)
  return path
}

/** A container's first control, past a dialog's header (its ×) unless there is nothing else. */
function firstControl(container: Element, except?: Element | null): HTMLElement | undefined {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => !except?.contains(control) && !control.closest('dialog:not([open])'),
  )
  return controls.find((control) => !control.closest('.dialog__header')) ?? controls[0]
}

/**
 * After a close: the focus left on the page's body, or on the closed dialog's own controls
 * (which go with it), goes back to the dialog's opener. An opener gone with what it opened
 * (a step's Continue whose code the dialog took, replaced by the next step) hands it to the
 * first control of the nearest part of the page still there (that next step), or, when the
 * whole page was replaced, to the page's heading: never to the body.
 */
function refocus(dialog: HTMLDialogElement | null, opener: HTMLElement[]) {
  const focusLost = () => {
    const active = document.activeElement
    return !active || active === document.body || !!dialog?.contains(active)
  }
  if (!focusLost()) return
  const [first] = opener
  if (first?.isConnected) return first.matches(':disabled') ? undefined : first.focus()
  const main = document.getElementById('main')
  for (const place of opener) {
    if (!place.isConnected || dialog?.contains(place) || place.contains(main)) continue
    firstControl(place, dialog)?.focus()
    if (!focusLost()) return
  }
  focusTheHeading()
}

/**
 * The browser focuses the first control, the header's ×: a dialog that asks for something (a
 * code, a PIN, a phone) starts at its first field instead.
 */
function focusTheStart(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>(`.dialog__body > :not(.dialog__header) ${FIELD}`)?.focus()
}

/**
 * Tab kept inside the dialog (dialog-tab-wrap.ts), loaded as a dialog first opens: no page pays
 * for it before (issue 9's 110 KB), and until it is in, Tab is the browser's own.
 */
let keepTabInside: ((event: KeyboardEvent<HTMLDialogElement>) => void) | undefined

function loadTabWrap() {
  if (keepTabInside) return
  import('./dialog-tab-wrap.ts').then(
    (module) => (keepTabInside = module.keepTabInside),
    // No signal on a first visit: Tab stays the browser's; the next dialog opened asks again.
    () => {},
  )
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
  const opener = useRef<HTMLElement[]>([])
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      loadTabWrap()
      opener.current = placeOf(openerOf())
      dialog.showModal()
      focusTheStart(dialog)
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
      firstControl(dialog)?.focus()
    })
    observer.observe(dialog, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog || dialog.checkVisibility()) return
    // Opened while the page is still out of sight (a first load renders behind the frame the
    // first HTML painted, a reload at /login-reg's e-mail step): nothing could take the focus
    // then, and the page shown, it stayed on the body behind the modal. It starts here once shown.
    const observer = new ResizeObserver(() => {
      if (!dialog.checkVisibility()) return
      observer.disconnect()
      if (dialog.contains(document.activeElement)) return
      // Where the browser would have put it, then its first field.
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      focusTheStart(dialog)
    })
    observer.observe(dialog)
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
      // Escape closes through the page's state, at once. Left to the browser, the dialog shut
      // first and the page heard of it later (its 'close' event, a task input may overtake): a
      // keyboard user's Enter on the opener in between found the dialog still open in the state,
      // and then the late 'close' shut it for good.
      onCancel={(event) => {
        if (event.target !== ref.current) return
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => event.target === ref.current && onClose()}
      onKeyDown={(event) => keepTabInside?.(event)}
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
