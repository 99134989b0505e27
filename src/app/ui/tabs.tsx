import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import './tabs.css'

export interface TabItem<TId extends string> {
  id: TId
  label: string
}

interface TabsProps<TId extends string> {
  label: string
  tabs: readonly TabItem<TId>[]
  selected: TId
  onSelect: (id: TId) => void
  /** Renders the selected tab's panel only. */
  children: ReactNode
  variant?: 'primary' | 'pill'
}

/** WAI-ARIA tabs: roving tabindex, arrow keys, Home and End move and select. */
export function Tabs<TId extends string>(props: TabsProps<TId>) {
  const { label, tabs, selected, onSelect, children, variant = 'primary' } = props
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]
    if (!target) return
    onSelect(target.id)
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${target.id}`)}`)?.focus()
  }

  return (
    <div className={`tabs tabs--${variant}`}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${selected}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  )
}
