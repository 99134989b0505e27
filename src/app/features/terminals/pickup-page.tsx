import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { errorMessage, request } from '#app/api/http.ts'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import { mapConfigQueryOptions } from './map-config.ts'
import { matches, showMap, TerminalMatches, TerminalSearchField } from './terminals-page.tsx'
import './terminals.css'
import { MapOnRequest } from '#app/ui/map-on-request.tsx'

const MapView = lazyPart(() => import('#app/ui/map-view.tsx').then((m) => m.default))

/** SPEC §2: Lagos (Ajah) by default. */
const AJAH = 2

const Pickups = envelopeSchema(
  v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      address: v.string(),
      latitude: v.number(),
      longitude: v.number(),
      distanceKm: v.number(),
    }),
  ),
)

/** SPEC §2 Pick-up locations (/Pickupservice): the same search, a terminal's pick-up points. */
export function PickupPage() {
  const terminals = useQuery(departureTerminalsQueryOptions())
  const style = useQuery(mapConfigQueryOptions())
  const [typed, setTyped] = useState('')
  const [terminalId, setTerminalId] = useState(AJAH)
  const [focus, setFocus] = useState<string | null>(null)
  const mapArea = useRef<HTMLDivElement>(null)
  const pickups = useQuery({
    queryKey: ['pickup-locations', terminalId],
    queryFn: async () =>
      (await request('maps', `/PickupLocations?terminalId=${terminalId}`, Pickups, { auth: false }))
        .data,
    staleTime: 24 * 60 * 60_000,
    meta: { persist: true },
  })
  const list = (terminals.data ?? []).filter((t) => matches(t, typed))
  const terminal = terminals.data?.find((t) => t.id === terminalId)
  const points = (pickups.data ?? []).map((p, i) => ({
    id: p.id,
    latitude: p.latitude,
    longitude: p.longitude,
    label: p.name,
    kind: i === 0 ? ('terminal' as const) : ('pickup' as const),
  }))

  return (
    <Page
      title="Pick up Service"
      lead="A Waka bus picks you up on the way to the terminal, at no extra charge."
    >
      <TerminalSearchField value={typed} onChange={setTyped} />
      <TerminalMatches typed={typed} found={terminals.data ? list.length : undefined} />
      {typed.trim() && list.length > 0 && (
        <ul className="terminal-choices" aria-label="Terminals">
          {list.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  setTerminalId(t.id)
                  setFocus(null)
                  setTyped('')
                }}
              >
                {t.terminalName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>Pick-up locations for {terminal?.terminalName ?? 'Lagos (Ajah)'}</h2>
      {!pickups.data && pickups.isFetching && <Spinner label="Loading pick-up locations" />}
      {pickups.isError && !pickups.data && !pickups.isFetching && (
        <div className="part-unavailable">
          <p role="alert">{errorMessage(pickups.error)}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void pickups.refetch()}
          >
            Try Again
          </button>
        </div>
      )}
      {pickups.data && (
        <>
          <div ref={mapArea} className="map-area">
            <MapOnRequest>
              <PartBoundary fallback={<Spinner label="Loading the map" />}>
                <MapView
                  key={terminalId}
                  points={points}
                  focus={focus ?? points[0]?.id}
                  zoom={11}
                  styleUrl={style.data}
                  label={`Map of pick-up locations for ${terminal?.terminalName ?? 'the terminal'}`}
                />
              </PartBoundary>
            </MapOnRequest>
          </div>
          <ul className="terminal-cards">
            {pickups.data.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="terminal-card"
                  aria-pressed={focus === p.id}
                  onClick={() => {
                    setFocus(p.id)
                    showMap(mapArea.current)
                  }}
                >
                  <span>
                    <strong>{p.name}</strong>
                    <span>{p.address}</span>
                    <span>
                      {p.distanceKm === 0
                        ? 'At the terminal'
                        : `${p.distanceKm} km from the terminal`}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  )
}
