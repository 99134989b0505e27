import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { PopularRoute } from '#shared/contract/settings.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/field.tsx'
import { DateField } from '#app/ui/date-field.tsx'
import { formatDay } from '#app/lib/format-day.ts'
import { isWithin, popularRouteWindow } from '#shared/domain/date-windows.ts'
import { AdultsSelect } from '#app/ui/adults-select.tsx'
import { splitRouteName } from '#shared/domain/route-name.ts'
import { useServerNow } from '#app/lib/server-clock.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'

/** SPEC §2: read-only From/To, departure date (1–21 days, SPEC §5) and adults, then /select-bus. */
export function PopularRouteDialog({
  route,
  onClose,
}: {
  route: PopularRoute
  onClose: () => void
}) {
  const navigate = useNavigate()
  const [from = '', to = ''] = splitRouteName(route.routeName)
  // The server's Lagos days, not the phone's (a phone a day fast refused tomorrow).
  const window = popularRouteWindow(useServerNow())
  const [date, setDate] = useState('')
  const [adults, setAdults] = useState(1)
  const [error, setError] = useState<string>()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isWithin(date, window)) {
      setError(`Choose a departure date from ${formatDay(window.min)} to ${formatDay(window.max)}.`)
      // As the other forms: the date takes the focus, which reads out its message. It stayed on
      // the button, and a screen reader heard nothing.
      focusFirstInvalid(event.currentTarget)
      return
    }
    const search = {
      from: route.departureTerminalId,
      to: route.destinationTerminalId,
      date,
      adults,
      tripType: 0 as const,
    }
    void navigate({ to: '/select-bus', search })
  }

  return (
    <Dialog open title="Book this route" onClose={onClose}>
      <form className="search-form" noValidate onSubmit={onSubmit}>
        <Field label="From">{(control) => <input {...control} readOnly value={from} />}</Field>
        <Field label="To">{(control) => <input {...control} readOnly value={to} />}</Field>
        <DateField
          label="Departure Date"
          error={error}
          window={window}
          value={date}
          onChange={(day) => {
            setDate(day)
            setError(undefined)
          }}
        />
        <Field label="Adults">
          {(control) => <AdultsSelect {...control} value={adults} onChange={setAdults} />}
        </Field>
        <button type="submit" className="button button--block">
          Search Buses
        </button>
      </form>
    </Dialog>
  )
}
