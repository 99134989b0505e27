import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Terminal } from '#shared/contract/settings.ts'
import * as messages from '#shared/domain/messages.ts'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { stateName } from '#app/ui/terminal-select.tsx'
import { mapConfigQueryOptions } from './map-config.ts'
import './terminals.css'
import { MapOnRequest } from '#app/ui/map-on-request.tsx'
import { useLowData } from '#app/lib/low-data.ts'

const MapView = lazyPart(() => import('#app/ui/map-view.tsx').then((m) => m.default))

/** SPEC §2: default centre Lagos (≈ 6.524, 3.379) — the Jibowu terminal. */
const LAGOS_DEFAULT = 1

/** Scrolls the map (above the list it answers) just into view, if it is out of it. */
export function showMap(area: HTMLElement | null) {
  area?.scrollIntoView({ block: 'nearest' })
}

/** SPEC §5: state or terminal name, case-insensitive, trimmed. */
export function matches(terminal: Terminal, typed: string) {
  const q = typed.trim().toLowerCase()
  if (!q) return true
  return (
    terminal.terminalName.toLowerCase().includes(q) ||
    stateName(terminal.state).toLowerCase().includes(q) ||
    terminal.state.toLowerCase().includes(q)
  )
}

/**
 * How many terminals match what is typed, read out as the list narrows (WCAG 4.1.3), as the place
 * search's count is; shown when none does. `found` is undefined until the terminals are in.
 */
export function TerminalMatches({ typed, found }: { typed: string; found: number | undefined }) {
  const asked = typed.trim()
  const nothing = found === 0 && asked !== ''
  return (
    <p className={nothing ? 'notice' : 'visually-hidden'} role="status">
      {nothing
        ? `No terminal matches “${asked}”.`
        : found !== undefined && asked
          ? `${found} ${found === 1 ? 'terminal' : 'terminals'} found`
          : ''}
    </p>
  )
}

export function TerminalSearchField(props: { value: string; onChange: (text: string) => void }) {
  return (
    <Field label="Where is your destination?" hint="A state or a terminal, e.g. Abuja or Jibowu">
      {(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** SPEC §2 Bus Terminals (/Bus-Terminal): search, cards, and the map with our coordinates. */
export function TerminalsPage() {
  const terminals = useQuery(departureTerminalsQueryOptions())
  const style = useQuery(mapConfigQueryOptions())
  const [typed, setTyped] = useState('')
  const [focus, setFocus] = useState<number>(LAGOS_DEFAULT)
  // Low-data mode: the cards in words, without each terminal's logo.
  const lowData = useLowData()
  const list = (terminals.data ?? []).filter((t) => matches(t, typed))
  const points = (terminals.data ?? []).map((t) => ({
    id: String(t.id),
    latitude: t.latitude,
    longitude: t.longitude,
    label: t.terminalName,
  }))
  const focused = terminals.data?.find((t) => t.id === focus)
  const mapArea = useRef<HTMLDivElement>(null)

  return (
    <Page title="Bus Terminals" lead="Find a Waka terminal: its address, phone and where it is.">
      <TerminalSearchField value={typed} onChange={setTyped} />
      {terminals.data && (
        <div ref={mapArea} className="map-area">
          <MapOnRequest>
            <PartBoundary fallback={<Spinner label="Loading the map" />}>
              <MapView
                points={points}
                focus={String(focus)}
                zoom={12}
                styleUrl={style.data}
                label={`Map of Waka terminals${focused ? `, showing ${focused.terminalName}` : ''}`}
              />
            </PartBoundary>
          </MapOnRequest>
        </div>
      )}
      {!terminals.data && terminals.isFetching && <Spinner label="Loading terminals…" />}
      {!terminals.data &&
        !terminals.isFetching &&
        (terminals.isError || terminals.fetchStatus === 'paused') && (
          <div className="part-unavailable">
            <p role="alert">{messages.terminalsFetchError}</p>
            {/* 'Please try again!': here, not by reloading the page. */}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void terminals.refetch()}
            >
              Try Again
            </button>
          </div>
        )}
      <TerminalMatches typed={typed} found={terminals.data ? list.length : undefined} />
      <ul className="terminal-cards">
        {list.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className={`terminal-card${t.id === focus ? ' terminal-card--focus' : ''}`}
              aria-pressed={t.id === focus}
              onClick={() => {
                setFocus(t.id)
                // On a phone the map is above a long list: the tap shows what it moved.
                showMap(mapArea.current)
              }}
            >
              {!lowData && (
                <img
                  src={t.logo ?? '/images/logo.svg'}
                  alt=""
                  width="40"
                  height="40"
                  loading="lazy"
                />
              )}
              <span>
                <strong>{t.terminalName}</strong>
                <span>{t.address}</span>
                <span>{t.phoneNumber}</span>
                <span>{t.email}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Page>
  )
}
