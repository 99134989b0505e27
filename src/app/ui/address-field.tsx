import { useEffect, useRef, useState } from 'react'
import { ApiError, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { autocomplete, sessionToken, type PlaceChoice } from '#app/api/maps.queries.ts'
import { Combobox, placesFound } from './combobox.tsx'

interface AddressFieldProps {
  label: string
  value: PlaceChoice | null
  onChange: (place: PlaceChoice | null) => void
  error?: string
  hint?: string
}

type Option = PlaceChoice & { secondary: string }

/**
 * SPEC §2 address autocomplete (Hire From, Hire Destination): asks the maps service after more
 * than 2 characters, 500 ms after the last key (SPEC §5), with one random session token per
 * search.
 */
export function AddressField({ label, value, onChange, error, hint }: AddressFieldProps) {
  const [text, setText] = useState(value?.description ?? '')
  const [options, setOptions] = useState<Option[]>([])
  const [status, setStatus] = useState('')
  const token = useRef(sessionToken())

  useEffect(() => {
    if ((value && text === value.description) || text.trim().length <= 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const search = () => {
      autocomplete(text.trim(), token.current, controller.signal)
        .then((found) => {
          setOptions(found)
          setStatus(placesFound(found.length))
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return setStatus('')
          // No network is not the search being down: say so, and search once the signal is back.
          if (!(error instanceof ApiError && error.status === 0))
            return setStatus('Place search is unavailable.')
          setStatus(OFFLINE_MESSAGE)
          window.addEventListener('online', searchAgain, { once: true })
        })
    }
    const searchAgain = () => {
      setStatus('Searching…')
      search()
    }
    // 'Searching…' was said as the text changed (onTextChange below).
    const timer = window.setTimeout(search, 500)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('online', searchAgain)
      controller.abort()
    }
  }, [text, value])

  return (
    <Combobox
      label={label}
      error={error}
      hint={hint ?? 'Type 3 letters of a town, area or terminal'}
      text={text}
      onTextChange={(typed) => {
        setText(typed)
        if (value) onChange(null)
        // The matches were for what was typed before: none to pick until this text is searched.
        setOptions([])
        setStatus(typed.trim().length > 2 ? 'Searching…' : '')
      }}
      options={options}
      optionKey={(place) => place.placeId}
      renderOption={(place) => (
        <>
          {place.description}
          <span className="place-search__secondary"> · {place.secondary}</span>
        </>
      )}
      onPick={(place) => {
        onChange({ placeId: place.placeId, description: place.description })
        setText(place.description)
        // A new search session after a choice (SPEC §5 session token).
        token.current = sessionToken()
      }}
      status={status}
    />
  )
}
