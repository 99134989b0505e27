import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { HireDeparture } from '#shared/contract/hire.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { MAX_VEHICLES_PER_TYPE } from '#shared/domain/hire-pricing.ts'
import { ApiError, errorMessage } from '#app/api/http.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { useUser } from '#app/lib/session.ts'
import { flash } from '#app/ui/flash.ts'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { hireSearchQueryOptions } from './hire.queries.ts'
import type { HireSearch } from './hire-search-params.ts'
import { readHireSelection, saveHireSelection, selectionTotalKobo } from './hire-selection.ts'
import './hire.css'

/** The quantities this tab last chose for the same search, by bus type. */
function chosenBefore(search: HireSearch): Record<number, number> {
  const kept = readHireSelection()
  const same =
    kept !== null &&
    (['from', 'to', 'date', 'returnDate', 'tripType', 'retain'] as const).every(
      (key) => kept.search[key] === search[key],
    )
  if (!same) return {}
  return Object.fromEntries(kept.lines.map((l) => [l.departure.vehicleModelId, l.quantity]))
}

/** SPEC §2 hire selection: 0 to 3 of each bus type; Continue only once something is chosen. */
export function SelectHirePage({ search }: { search: HireSearch }) {
  const navigate = useNavigate()
  const user = useUser()
  const found = useQuery(hireSearchQueryOptions(search))
  // Back from /signnow or the hire details: the buses chosen for this same search again.
  const [quantities, setQuantities] = useState<Record<number, number>>(() => chosenBefore(search))

  useEffect(() => {
    // SPEC §4/§8: no hire found → 'No hire found, please try again.' and home.
    if (found.error instanceof ApiError && found.error.status === 404) {
      flash(messages.noHireFound, 'error', 3000)
      void navigate({ to: '/' })
    }
  }, [found.error, navigate])

  const title = 'Select a bus to hire'
  if (found.isPending) return <Spinner label="Finding buses to hire…" />
  if (found.isError) {
    // A search the server refuses (dates no longer in the window: an old link) is not tried
    // again as it is: the traveller searches again with new dates.
    const refused =
      found.error instanceof ApiError && found.error.status >= 400 && found.error.status < 500
    return (
      <Page title={title}>
        <p role="alert">{errorMessage(found.error, messages.noHireFound)}</p>
        <div className="actions">
          {!refused && (
            <button type="button" className="button" onClick={() => void found.refetch()}>
              Try Again
            </button>
          )}
          <Link to="/" className={refused ? 'button' : 'button button--ghost'}>
            Search Again
          </Link>
        </div>
      </Page>
    )
  }
  const departures = found.data
  // What was chosen, within what is free now (a choice brought back may have been taken since).
  const chosen = (d: HireDeparture) =>
    Math.min(quantities[d.vehicleModelId] ?? 0, MAX_VEHICLES_PER_TYPE, d.available)
  const lines = departures
    .map((departure) => ({ departure, quantity: chosen(departure) }))
    .filter((l) => l.quantity > 0)
  const selection = { search, lines }
  const total = selectionTotalKobo(selection)

  function proceed() {
    saveHireSelection(selection)
    // SPEC §2: to /signnow without a user, else the hire details.
    void navigate({ to: user ? '/hire-passenger-details' : '/signnow' })
  }

  return (
    <Page title={title}>
      <p className="trip-meta">
        <span>
          {search.fromLabel || search.from} → {search.toLabel || search.to}
        </span>
        <span>Departing on {formatDay(search.date)}</span>
        {search.returnDate && <span>Return {formatDay(search.returnDate)}</span>}
        <span>{departures[0]?.distanceKm ?? 0} km by road</span>
      </p>
      <ul className="hire-list">
        {departures.map((d) => (
          <HireOption
            key={d.vehicleModelId}
            departure={d}
            roundTrip={search.tripType === 1}
            quantity={chosen(d)}
            onChange={(n) => setQuantities((q) => ({ ...q, [d.vehicleModelId]: n }))}
          />
        ))}
      </ul>
      <div className="hire-total" aria-live="polite">
        Total: <strong>{formatNaira(koboToNaira(total))}</strong>
      </div>
      <button type="button" className="button" disabled={lines.length === 0} onClick={proceed}>
        Continue
      </button>
    </Page>
  )
}

function HireOption(props: {
  departure: HireDeparture
  roundTrip: boolean
  quantity: number
  onChange: (n: number) => void
}) {
  const { departure: d } = props
  const most = Math.min(MAX_VEHICLES_PER_TYPE, d.available)
  const id = `hire-qty-${d.vehicleModelId}`
  return (
    <li className="hire-option">
      <h2>{d.vehicleModelName}</h2>
      <p>
        {d.vehicleTotalNoSeats} seats · {formatNaira(d.farePrice)} per bus, one way
        {props.roundTrip && ' (× 2 for the round trip)'}
        {d.sleepOverPrice > 0 && ` · sleepover ${formatNaira(d.sleepOverPrice)}`}
      </p>
      <p className="field__hint">{d.available} available on your dates</p>
      <label htmlFor={id}>Number of {d.vehicleModelName}</label>
      <select
        id={id}
        value={props.quantity}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {Array.from({ length: most + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </li>
  )
}
