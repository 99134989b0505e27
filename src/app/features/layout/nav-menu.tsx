import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

interface NavMenuProps {
  label: ReactNode
  /** Accessible name when the label is not text (avatar). */
  ariaLabel?: string
  children: ReactNode
}

/**
 * A disclosure menu: a button with aria-expanded and a list of links. Escape closes it and
 * returns focus to the button; so does a click or focus outside, or choosing a link.
 */
export function NavMenu({ label, ariaLabel, children }: NavMenuProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={rootRef}
      className="nav-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="nav-menu__caret" />
      </button>
      <ul id={listId} className="nav-menu__list" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  )
}
