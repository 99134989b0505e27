import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { ApiError, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { distanceBetween } from '#app/api/maps.queries.ts'
import { AddressField } from '#app/ui/address-field.tsx'
import { flash } from '#app/ui/flash.ts'
import { DateField } from '#app/ui/date-field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { useServerNow } from '#app/lib/server-clock.ts'
import { hireWindows, validateHireSearch, type HireErrors, type HireForm } from './hire-search.ts'

const TRIP_TABS = [
  { id: 'one-way', label: 'One Way' },
  { id: 'round-trip', label: 'Round Trip' },
] as const

const EMPTY: HireForm = { from: null, to: null, date: '', returnDate: '', retain: false }
/** SPEC §4: the hire search waits 1.5 s after the distance lookup. */
const HIRE_WAIT_MS = 1500

/**
 * SPEC §2 Home, Hire a bus; SPEC §4 Hire: distance lookup, 1.5 s wait, then the hire search on
 * /select-bus-hire. A distance that cannot be found alerts and goes home.
 */
export function HireSearchForm() {
  const navigate = useNavigate()
  const [tripType, setTripType] = useState<0 | 1>(0)
  const [form, setForm] = useState<HireForm>(EMPTY)
  const [errors, setErrors] = useState<HireErrors>({})
  const [processing, setProcessing] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  // Left meanwhile (another tab of home, another page): the search does not take the traveller
  // away from what they turned to.
  const left = useRef(false)
  useEffect(() => {
    left.current = false
    return () => void (left.current = true)
  }, [])
  // The windows are the server's Lagos days: drawn again once its time is known.
  const now = useServerNow()
  const windows = hireWindows(tripType, form.date, now)
  const update = (patch: Partial<HireForm>) => {
    setForm((current) => ({ ...current, ...patch }))
    // A field changed is no longer the one refused: a place chosen after 'Choose … from the
    // list' went on being read out as invalid, with that message, until the next Proceed.
    setErrors((current) => {
      const kept = { ...current }
      for (const key of Object.keys(patch) as (keyof HireForm)[]) delete kept[key]
      return kept
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateHireSearch(form, tripType)
    setErrors(result.errors)
    if (!result.search) return focusFirstInvalid(event.currentTarget)
    setProcessing(true)
    setUnreachable(false)
    try {
      const distance = await distanceBetween(result.search.from, result.search.to)
      if (!(distance.distanceKm > 0)) throw new Error('no distance')
    } catch (error) {
      if (left.current) return
      setProcessing(false)
      // No signal is not a bad distance: said so here, the search kept to Proceed again.
      if (error instanceof ApiError && error.status === 0) return setUnreachable(true)
      flash(
        'We could not work out the distance between these places. Please try again.',
        'error',
        3000,
      )
      void navigate({ to: '/' })
      return
    }
    await new Promise((resolve) => setTimeout(resolve, HIRE_WAIT_MS))
    if (left.current) return
    void navigate({ to: '/select-bus-hire', search: result.search })
  }

  return (
    <Tabs
      label="Hire trip type"
      variant="pill"
      tabs={TRIP_TABS}
      selected={tripType === 0 ? 'one-way' : 'round-trip'}
      onSelect={(id) => {
        setTripType(id === 'one-way' ? 0 : 1)
        setErrors({})
      }}
    >
      <form className="search-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AddressField
          label="Hire From"
          error={errors.from}
          value={form.from}
          onChange={(from) => update({ from })}
        />
        <AddressField
          label="Hire Destination"
          error={errors.to}
          value={form.to}
          onChange={(to) => update({ to })}
        />
        <DateField
          label="Departing on"
          error={errors.date}
          window={windows.departure}
          value={form.date}
          onChange={(date) => update({ date })}
        />
        {tripType === 1 && (
          <DateField
            label="Return"
            error={errors.returnDate}
            window={windows.ret}
            value={form.returnDate}
            onChange={(returnDate) => update({ returnDate })}
          />
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.retain}
            onChange={(event) => update({ retain: event.target.checked })}
          />
          Retain bus for the night?
        </label>
        {form.retain && (
          <p className="warning">N.B: Retaining Bus for night will include additional charges.</p>
        )}
        <FormAlert message={unreachable ? OFFLINE_MESSAGE : null} />
        <button
          type="submit"
          className="button button--block search-form__submit"
          disabled={processing}
          aria-busy={processing}
        >
          {processing ? 'Processing...' : 'Proceed'}
        </button>
      </form>
    </Tabs>
  )
}
