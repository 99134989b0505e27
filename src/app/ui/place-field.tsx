import { useEffect, useState } from 'react'
import { searchPlaces, type Place, type PlaceRow } from '#shared/domain/place-search.ts'
import { Combobox, placesFound } from './combobox.tsx'

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
  // The text the options were found for: until the towns have loaded (a slow first visit), the
  // field says it is searching, not that no place was found (tester O).
  const [searched, setSearched] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    if (value && text === value.label) return setOptions([])
    void loadRows().then((all) => {
      if (!live) return
      setOptions(searchPlaces(all, text))
      setSearched(text)
    })
    return () => {
      live = false
    }
  }, [text, value])

  return (
    <Combobox
      label={label}
      error={error}
      hint="Type a town in Nigeria, e.g. Ogbomoso"
      text={text}
      onTextChange={(typed) => {
        setText(typed)
        if (value) onChange(null)
      }}
      options={options}
      optionKey={(place) => place.label}
      renderOption={(place) => place.label}
      onPick={(place) => {
        onChange(place)
        setText(place.label)
      }}
      status={
        text.trim().length < 2 ? '' : searched === text ? placesFound(options.length) : 'Searching…'
      }
    />
  )
}
