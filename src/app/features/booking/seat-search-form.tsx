import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Field } from '#app/ui/field.tsx'
import { DateField } from '#app/ui/date-field.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { Toast } from '#app/ui/toast.tsx'
import { errorMessage } from '#app/api/http.ts'
import {
  departureTerminalsQueryOptions,
  destinationTerminalsQueryOptions,
} from '#app/api/terminals.queries.ts'
import { TerminalSelect } from '#app/ui/terminal-select.tsx'
import { AdultsSelect } from '#app/ui/adults-select.tsx'
import { useSeatSearch } from './use-seat-search.ts'
import {
  seatSearchWindows,
  validateSeatSearch,
  type SeatSearchErrors,
  type SeatSearchForm as Form,
  type TripType,
} from './seat-search-validation.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { useServerNow } from '#app/lib/server-clock.ts'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'

// Only a search that finds no direct bus shows it: it loads then, not with the home (bundle budget).
const SuggestedRouteDialog = lazyPart(() =>
  import('./suggested-route-dialog.tsx').then((m) => m.SuggestedRouteDialog),
)

const TRIP_TABS = [
  { id: 'one-way', label: 'One Way' },
  { id: 'round-trip', label: 'Round Trip' },
] as const

const EMPTY: Form = { from: '', to: '', date: '', returnDate: '', adults: 1 }

/** SPEC §2 Home, Book a seat. */
export function SeatSearchForm() {
  const [tripType, setTripType] = useState<TripType>(0)
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<SeatSearchErrors>({})
  const departures = useQuery(departureTerminalsQueryOptions())
  const destinations = useQuery({
    ...destinationTerminalsQueryOptions(form.from || 0),
    enabled: form.from !== '',
  })
  const nameOf = (id: number) =>
    [...(departures.data ?? []), ...(destinations.data ?? [])].find((t) => t.id === id)
      ?.terminalName ?? String(id)
  const seat = useSeatSearch(nameOf)
  // The windows are the server's Lagos days: drawn again once its time is known (tester N).
  const now = useServerNow()
  const windows = seatSearchWindows(tripType, form.date, now)

  function update(patch: Partial<Form>) {
    setForm((current) => ({ ...current, ...patch }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) delete next[key as keyof Form]
      return next
    })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateSeatSearch(form, tripType)
    setErrors(result.errors)
    if (result.search) seat.search(result.search)
    else focusFirstInvalid(event.currentTarget)
  }

  return (
    <>
      <Tabs
        label="Trip type"
        variant="pill"
        tabs={TRIP_TABS}
        selected={tripType === 0 ? 'one-way' : 'round-trip'}
        onSelect={(id) => {
          setTripType(id === 'one-way' ? 0 : 1)
          setErrors({})
        }}
      >
        <form className="search-form" noValidate onSubmit={onSubmit}>
          <Field
            label="Travelling From"
            error={errors.from}
            hint={departures.isError ? errorMessage(departures.error) : undefined}
          >
            {(control) => (
              <TerminalSelect
                {...control}
                terminals={departures.data}
                source={departures}
                value={form.from}
                placeholder="Select departure terminal"
                // SPEC §5: a new departure reloads the arrival list and clears it.
                onChange={(from) => update({ from, to: '' })}
              />
            )}
          </Field>
          <Field label="Travelling To" error={errors.to}>
            {(control) => (
              <TerminalSelect
                {...control}
                terminals={form.from === '' ? [] : destinations.data}
                source={destinations}
                value={form.to}
                disabled={form.from === ''}
                placeholder={
                  form.from === '' ? 'Select departure first' : 'Select destination terminal'
                }
                // SPEC §5: a new arrival resets adults to 1.
                onChange={(to) => update({ to, adults: 1 })}
              />
            )}
          </Field>
          <DateField
            label="Departure Date"
            error={errors.date}
            window={windows.departure}
            value={form.date}
            onChange={(date) => update({ date })}
          />
          {tripType === 1 && (
            <DateField
              label="Arrival Date"
              error={errors.returnDate}
              window={windows.ret}
              value={form.returnDate}
              onChange={(returnDate) => update({ returnDate })}
            />
          )}
          <Field label="Adults" error={errors.adults}>
            {(control) => (
              <AdultsSelect
                {...control}
                value={form.adults}
                onChange={(adults) => update({ adults })}
              />
            )}
          </Field>
          <button
            type="submit"
            className="button button--block search-form__submit"
            disabled={seat.searching}
            aria-busy={seat.searching}
          >
            {seat.searching ? 'Looking for Buses' : 'Search Buses'}
          </button>
        </form>
      </Tabs>
      {/* SPEC §9: the search error toast stays 10 s; the form keeps its values. */}
      <Toast message={seat.error} onDismiss={seat.clearError} durationMs={10_000} />
      {seat.suggestion && (
        <PartBoundary fallback={null}>
          <SuggestedRouteDialog
            message={seat.suggestion.message ?? null}
            onClose={seat.closeSuggestion}
            onView={seat.viewSuggestions}
          />
        </PartBoundary>
      )}
    </>
  )
}
