import { useEffect, useId, useRef, useState } from 'react'
import { autocomplete, sessionToken, type PlaceChoice } from '#app/api/maps.queries.ts'
import { Field } from './field.tsx'
import './place-search.css'

interface AddressFieldProps {
  label: string
  value: PlaceChoice | null
  onChange: (place: PlaceChoice | null) => void
  error?: string
  hint?: string
}

type Option = PlaceChoice & { secondary: string }

/**
 * SPEC §2 address autocomplete (Hire From, Hire Destination): a WAI-ARIA combobox that asks the
 * maps service after more than 2 characters, 500 ms after the last key (SPEC §5), with one
 * random session token per search.
 */
export function AddressField({ label, value, onChange, error, hint }: AddressFieldProps) {
  const [text, setText] = useState(value?.description ?? '')
  const [options, setOptions] = useState<Option[]>([])
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const token = useRef(sessionToken())
  // Closing on blur waits so a tap on an option lands first; typing again cancels it.
  const closing = useRef<number | undefined>(undefined)
  const listId = useId()

  useEffect(() => {
    if ((value && text === value.description) || text.trim().length <= 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      setStatus('Searching…')
      autocomplete(text.trim(), token.current, controller.signal)
        .then((found) => {
          setOptions(found)
          setActive(0)
          setStatus(found.length ? `${found.length} places found` : 'No place found')
        })
        .catch(() => setStatus(controller.signal.aborted ? '' : 'Place search is unavailable.'))
    }, 500)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [text, value])

  const choose = (place: Option) => {
    onChange({ placeId: place.placeId, description: place.description })
    setText(place.description)
    setOpen(false)
    // A new search session after a choice (SPEC §5 session token).
    token.current = sessionToken()
  }
  const showList = open && options.length > 0

  return (
    <div className="place-search">
      <Field
        label={label}
        error={error}
        hint={hint ?? 'Type 3 letters of a town, area or terminal'}
      >
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
              setText(event.target.value)
              setOpen(true)
              if (value) onChange(null)
            }}
            onFocus={() => window.clearTimeout(closing.current)}
            onBlur={() => {
              closing.current = window.setTimeout(() => setOpen(false), 150)
            }}
            onKeyDown={(event) => {
              if (!showList) return
              if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1))
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0))
              else if (event.key === 'Enter') choose(options[active]!)
              else if (event.key === 'Escape') setOpen(false)
              else return
              event.preventDefault()
            }}
          />
        )}
      </Field>
      <ul id={listId} role="listbox" aria-label={label} hidden={!showList}>
        {options.map((place, index) => (
          <li
            key={place.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault()
              choose(place)
            }}
          >
            {place.description}
            <span className="place-search__secondary"> · {place.secondary}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open ? status : ''}
      </p>
    </div>
  )
}
