import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { Field } from '#app/ui/field.tsx'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import {
  departureTerminalsQueryOptions,
  destinationTerminalsQueryOptions,
} from '#app/api/terminals.queries.ts'
import { TerminalSelect } from '#app/ui/terminal-select.tsx'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { routeFaresQueryOptions } from './route-fares.queries.ts'
import './route-prices.css'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'

/** SPEC §2 Route prices: both terminals (SPEC §5), Search, price cards or 'No price found'. */
export function RoutePricesPage() {
  const [from, setFrom] = useState<number | ''>('')
  const [to, setTo] = useState<number | ''>('')
  const [pair, setPair] = useState<[number, number] | null>(null)
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})
  const departures = useQuery(departureTerminalsQueryOptions())
  const destinations = useQuery({
    ...destinationTerminalsQueryOptions(from || 0),
    enabled: from !== '',
  })
  const fares = useQuery({ ...routeFaresQueryOptions(...(pair ?? [0, 0])), enabled: pair !== null })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = {
      from: from === '' ? 'Choose a departure terminal.' : undefined,
      to: to === '' ? 'Choose a destination terminal.' : undefined,
    }
    setErrors(next)
    if (from !== '' && to !== '') {
      // The same pair searched again after its answer was lost or failed: asked again. Setting
      // the pair it already had did nothing, and the failure stayed on screen.
      if (pair?.[0] === from && pair[1] === to) {
        if (fares.isError) void fares.refetch()
      } else setPair([from, to])
    }
    // As the other forms: the first field to fix takes the focus, which reads out its message.
    else focusFirstInvalid(event.currentTarget)
  }

  return (
    <Page title="Travel Routes and Prices">
      <form className="search-form search-form--inline" noValidate onSubmit={onSubmit}>
        <Field label="Departure Terminal" error={errors.from}>
          {(control) => (
            <TerminalSelect
              {...control}
              terminals={departures.data}
              source={departures}
              value={from}
              placeholder="Select departure terminal"
              onChange={(id) => {
                setFrom(id)
                setTo('')
              }}
            />
          )}
        </Field>
        <Field label="Destination Terminal" error={errors.to}>
          {(control) => (
            <TerminalSelect
              {...control}
              terminals={from === '' ? [] : destinations.data}
              source={destinations}
              value={to}
              disabled={from === ''}
              placeholder="Select destination terminal"
              onChange={setTo}
            />
          )}
        </Field>
        <button type="submit" className="button search-form__submit">
          Search
        </button>
      </form>
      {departures.isError && (
        <div role="alert">
          <p>{messages.terminalsFetchError}</p>
          {/* 'Please try again!': here, not by reloading. An answer lost with the phone online
              left the page so for good: no 'online' event comes to ask again. */}
          {departures.fetchStatus === 'idle' && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void departures.refetch()}
            >
              Try Again
            </button>
          )}
        </div>
      )}
      {fares.isFetching && <Spinner label="Checking prices" />}
      {/* With no signal the search waits for it: said, where the press showed nothing. */}
      {fares.fetchStatus === 'paused' ? (
        <p role="alert">{OFFLINE_MESSAGE}</p>
      ) : (
        fares.isError && <p role="alert">{errorMessage(fares.error)}</p>
      )}
      {fares.data && fares.data.length === 0 && <p className="empty">{messages.noPriceFound}</p>}
      {fares.data && fares.data.length > 0 && (
        <ul className="price-list">
          {fares.data.map((price) => (
            <li key={price.vehicleModelName} className="price-card">
              <h2>{price.vehicleModelName}</h2>
              <p>{formatRouteName(price.routeName)}</p>
              <p className="price-card__amount">{formatNaira(price.amount)}</p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}
