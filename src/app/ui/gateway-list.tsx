import type { UseQueryResult } from '@tanstack/react-query'
import * as messages from '#shared/domain/messages.ts'
import { errorMessage, OFFLINE_MESSAGE } from '#app/api/http.ts'
import { Spinner } from './spinner.tsx'
import './gateway-list.css'

/**
 * The ways to pay, one big button each (SPEC §2 'Trip payment'), as checkout, hire, bills and
 * wallet funding offer them. With `source`, the query the choices come from: while it loads, a
 * spinner; with no signal, the offline message rather than a spinner that never ends (the list
 * comes by itself once the signal is back); when it fails, its message. With no choice at all
 * (the server offers no gateway, as with SANDBOX_PAYMENTS=off and no keys), it says so rather
 * than showing an empty dialog.
 */
export function GatewayList<Choice>(props: {
  label: string
  choices: readonly Choice[]
  /** The button's text, unique in the list: a gateway's name. */
  nameOf: (choice: Choice) => string
  onChoose: (choice: Choice) => void
  source?: Pick<UseQueryResult, 'data' | 'error' | 'isError' | 'fetchStatus'>
}) {
  const { source } = props
  const waiting = source !== undefined && source.data === undefined && !source.isError
  const none = !waiting && !source?.isError && props.choices.length === 0
  return (
    <>
      {waiting && source.fetchStatus === 'fetching' && <Spinner label="Loading payment methods" />}
      {waiting && source.fetchStatus === 'paused' && <p role="alert">{OFFLINE_MESSAGE}</p>}
      {source?.isError && <p role="alert">{errorMessage(source.error)}</p>}
      {none && <p role="alert">{messages.noPaymentMethod}</p>}
      <ul className="gateway-list" aria-label={props.label}>
        {props.choices.map((choice) => (
          <li key={props.nameOf(choice)}>
            <button type="button" className="gateway" onClick={() => props.onChoose(choice)}>
              {props.nameOf(choice)}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
