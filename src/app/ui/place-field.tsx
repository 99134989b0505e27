import { useEffect, useId, useState } from 'react'
import { searchPlaces, type Place, type PlaceRow } from '#shared/domain/place-search.ts'
import { Field } from './field.tsx'
import './place-search.css'

// The offline place search (Nigeria only): the towns ship with the app in their own chunk,
// loaded with the first field that needs them, so it works with no signal.
let rows: Promise<readonly PlaceRow[]> | null = null
const loadRows = () =>
  (rows ??= import('#shared/data/ng-places.json').then((m) => m.default as unknown as PlaceRow[]))

interface PlaceFieldProps {
  label: string
  value: Place | null
  onChange: (place: Place | null) => void
  error?: string
}

/** A combobox over Nigerian towns: type two letters, pick with the arrows and Enter, or tap. */
export function PlaceField({ label, value, onChange, error }: PlaceFieldProps) {
  const [text, setText] = useState(value?.label ?? '')
  const [options, setOptions] = useState<Place[]>([])
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const listId = useId()

  useEffect(() => {
    let live = true
    if (value && text === value.label) return setOptions([])
    void loadRows().then((all) => live && setOptions(searchPlaces(all, text)))
    return () => {
      live = false
    }
  }, [text, value])

  const choose = (place: Place) => {
    onChange(place)
    setText(place.label)
    setOpen(false)
  }
  const showList = open && options.length > 0

  return (
    <div className="place-search">
      <Field label={label} error={error} hint="Type a town in Nigeria, e.g. Ogbomoso">
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
              setText(event.target.value)
              setActive(0)
              setOpen(true)
              if (value) onChange(null)
            }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(event) => {
              // Closed (Escape, or a choice made), Down Arrow opens the list again (WAI-ARIA
              // combobox), on the first match.
              if (!showList) {
                if (event.key !== 'ArrowDown' || options.length === 0) return
                setActive(0)
                setOpen(true)
                event.preventDefault()
                return
              }
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
            key={place.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault()
              choose(place)
            }}
          >
            {place.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
