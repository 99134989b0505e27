import type { Terminal } from '#shared/contract/settings.ts'
import type { ControlProps } from './field.tsx'
import { compareText } from '#shared/domain/text-order.ts'

// SPEC §3 state keys, shown the way travellers write them.
const STATE_NAMES: Record<string, string> = {
  abuja: 'Abuja (FCT)',
  akwaibom: 'Akwa Ibom',
  'cross-river': 'Cross River',
  // The key names the city; the state is Rivers (its terminals are named Port Harcourt …).
  portharcourt: 'Rivers',
}

export function stateName(state: string): string {
  return (
    STATE_NAMES[state.toLowerCase()] ??
    state.replace(/[-_]/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())
  )
}

/** Terminals grouped by state, states and terminals sorted by name. */
function byState(terminals: readonly Terminal[]): [string, Terminal[]][] {
  const groups = new Map<string, Terminal[]>()
  for (const terminal of terminals) {
    const name = stateName(terminal.state)
    groups.set(name, [...(groups.get(name) ?? []), terminal])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([state, list]) => [
      state,
      list.sort((a, b) => compareText(a.terminalName, b.terminalName)),
    ])
}

interface TerminalSelectProps extends ControlProps {
  terminals: readonly Terminal[] | undefined
  value: number | ''
  onChange: (id: number | '') => void
  placeholder: string
  disabled?: boolean
  /**
   * The query the terminals come from: failed, or waiting for a connection, the list says so
   * rather than 'Loading…' for ever.
   */
  source?: { fetchStatus: string; isError: boolean }
}

export function TerminalSelect(props: TerminalSelectProps) {
  const { terminals, value, onChange, placeholder, disabled, source, ...control } = props
  const offline = source !== undefined && (source.fetchStatus === 'paused' || source.isError)
  return (
    <select
      {...control}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : '')}
    >
      <option value="">
        {terminals
          ? placeholder
          : offline
            ? 'Offline: terminals load when you are back online'
            : 'Loading terminals…'}
      </option>
      {byState(terminals ?? []).map(([state, list]) => (
        <optgroup key={state} label={state}>
          {list.map((terminal) => (
            <option key={terminal.id} value={terminal.id}>
              {terminal.terminalName}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}
