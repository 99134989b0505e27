import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Field } from './field.tsx'
import './place-search.css'

/** What a place search reads out once it has looked. */
export const placesFound = (count: number) =>
  count === 0 ? 'No place found' : count === 1 ? '1 place found' : `${count} places found`

interface ComboboxProps<Option> {
  label: string
  error?: string
  hint: string
  /** What is typed; the field owns it, so it can search as it changes. */
  text: string
  onTextChange: (text: string) => void
  /** The matches for what is typed, best first. */
  options: readonly Option[]
  optionKey: (option: Option) => string
  renderOption: (option: Option) => ReactNode
  onPick: (option: Option) => void
  /** Read out while the list is open (e.g. 'Searching…', '3 places found'). */
  status?: string
}

/**
 * A WAI-ARIA combobox with a list (the place searches): Down and Up move through the matches,
 * Enter picks, Escape closes, and Down opens the list again once closed, on the first match.
 * Closing on blur waits so a tap on an option lands first; focusing again cancels it.
 */
export function Combobox<Option>({
  label,
  error,
  hint,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onPick,
  status,
}: ComboboxProps<Option>) {
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const closing = useRef<number | undefined>(undefined)
  const listId = useId()
  useEffect(() => () => window.clearTimeout(closing.current), [])
  // New matches start again from the first (an index past the list would name no option).
  useEffect(() => setActive(0), [options])

  const showList = open && options.length > 0
  const pick = (option: Option) => {
    onPick(option)
    setOpen(false)
  }

  return (
    <div className="place-search">
      <Field label={label} error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              window.clearTimeout(closing.current)
              onTextChange(event.target.value)
              setOpen(true)
            }}
            onFocus={() => window.clearTimeout(closing.current)}
            onBlur={() => {
              closing.current = window.setTimeout(() => setOpen(false), 150)
            }}
            onKeyDown={(event) => {
              if (!showList) {
                if (event.key !== 'ArrowDown' || options.length === 0) return
                setActive(0)
                setOpen(true)
              } else if (event.key === 'ArrowDown')
                setActive((i) => Math.min(i + 1, options.length - 1))
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0))
              else if (event.key === 'Enter') pick(options[Math.min(active, options.length - 1)]!)
              else if (event.key === 'Escape') setOpen(false)
              else return
              event.preventDefault()
            }}
          />
        )}
      </Field>
      <ul id={listId} role="listbox" aria-label={label} hidden={!showList}>
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault()
              pick(option)
            }}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      {/* Read out as it changes; shown too when there is no list to see ('Searching…', 'No
          place found'), so a sighted traveller is not left with nothing. */}
      {status !== undefined && (
        <p
          className={open && !showList && status ? 'field__hint' : 'visually-hidden'}
          role="status"
        >
          {open ? status : ''}
        </p>
      )}
    </div>
  )
}
