import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Field } from '#app/ui/field.tsx'
import { DateField } from '#app/ui/date-field.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { hireWindows, validateHireSearch, type HireErrors, type HireForm } from './hire-search.ts'

const TRIP_TABS = [
  { id: 'one-way', label: 'One Way' },
  { id: 'round-trip', label: 'Round Trip' },
] as const

const EMPTY: HireForm = { from: '', to: '', date: '', returnDate: '', retain: false }

/**
 * SPEC §2 Home, Hire a bus. Addresses are plain text for now (autocomplete and the hire search
 * come with the hire issue); a valid form goes to /select-bus-hire with its params.
 */
export function HireSearchForm() {
  const navigate = useNavigate()
  const [tripType, setTripType] = useState<0 | 1>(0)
  const [form, setForm] = useState<HireForm>(EMPTY)
  const [errors, setErrors] = useState<HireErrors>({})
  const [processing, setProcessing] = useState(false)
  const windows = hireWindows(tripType, form.date)
  const update = (patch: Partial<HireForm>) => setForm((current) => ({ ...current, ...patch }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateHireSearch(form, tripType)
    setErrors(result.errors)
    if (!result.search) return focusFirstInvalid(event.currentTarget)
    setProcessing(true)
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
      <form className="search-form" noValidate onSubmit={onSubmit}>
        <Field label="Hire From" error={errors.from}>
          {(control) => (
            <input
              {...control}
              autoComplete="street-address"
              value={form.from}
              onChange={(event) => update({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label="Hire Destination" error={errors.to}>
          {(control) => (
            <input
              {...control}
              value={form.to}
              onChange={(event) => update({ to: event.target.value })}
            />
          )}
        </Field>
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
