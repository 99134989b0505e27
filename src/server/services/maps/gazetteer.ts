import type { PlaceRow } from '#shared/domain/place-search.ts'
import { haversineKm } from '#shared/domain/haversine.ts'
import placeRows from '#shared/data/ng-places.json' with { type: 'json' }
import { TERMINALS } from '#server/db/seed/terminals.ts'
import { DISTRICTS, STATE_CAPITALS } from './districts.ts'

// Issue 13: an offline gazetteer in place of Google Places. Our terminals, city districts,
// Nigeria's towns from GeoNames (ng-places.json) and the states, each with an id that stays the
// same from one build to the next.

export type PlaceKind = 'terminal' | 'district' | 'town' | 'state'

export interface GazetteerPlace {
  placeId: string
  name: string
  /** How it reads in a list: 'Lekki Phase 1, Lagos'. */
  description: string
  secondary: string
  kind: PlaceKind
  latitude: number
  longitude: number
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const STATE_NAMES: Record<string, string> = { abuja: 'FCT' }
const stateLabel = (key: string) =>
  STATE_NAMES[key] ?? key.replace(/(^|\s)\w/g, (letter) => letter.toUpperCase())

function build(): GazetteerPlace[] {
  const places: GazetteerPlace[] = []
  for (const t of TERMINALS.filter((t) => t.country_code === 'NG')) {
    const state = stateLabel(t.state)
    places.push({
      placeId: `terminal:${t.id}`,
      name: t.name,
      description: `${t.name} terminal, ${state}`,
      secondary: t.address,
      kind: 'terminal',
      latitude: t.latitude,
      longitude: t.longitude,
    })
  }
  for (const [name, city, state, latitude, longitude] of DISTRICTS)
    places.push({
      placeId: `district:${slug(name)}:${slug(city)}`,
      name,
      description: `${name}, ${city}`,
      secondary: city === state ? `${state} State` : `${city}, ${state}`,
      kind: 'district',
      latitude,
      longitude,
    })
  for (const [name, state, latitude, longitude] of placeRows as unknown as PlaceRow[])
    places.push({
      placeId: `town:${slug(name)}:${slug(state)}`,
      name,
      description: `${name}, ${state}`,
      secondary: `${state} State`,
      kind: 'town',
      latitude,
      longitude,
    })
  for (const [state, capital, latitude, longitude] of STATE_CAPITALS)
    places.push({
      placeId: `state:${slug(state)}`,
      name: state === 'FCT' ? 'Federal Capital Territory (Abuja)' : `${state} State`,
      description: state === 'FCT' ? 'Abuja, FCT' : `${state} State (${capital})`,
      secondary: 'Nigeria',
      kind: 'state',
      latitude,
      longitude,
    })
  // One id, one place (a town listed twice in the source keeps its first entry).
  const seen = new Set<string>()
  return places.filter((p) => !seen.has(p.placeId) && seen.add(p.placeId))
}

let all: GazetteerPlace[] | null = null
const gazetteer = () => (all ??= build())

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
const compact = (text: string) => fold(text).replace(/[^a-z0-9]/g, '')

// Common spellings: what travellers type for what the data says.
const ALIASES: [string, string][] = [
  ['ph', 'port harcourt'],
  ['portharcourt', 'port harcourt'],
  ['vi', 'victoria island'],
  ['ogbomosho', 'ogbomoso'],
  ['benin', 'benin city'],
  ['abuja', 'fct'],
  ['oshogbo', 'osogbo'],
  ['zaria city', 'zaria'],
]

const KIND_ORDER: Record<PlaceKind, number> = { terminal: 0, district: 1, town: 2, state: 3 }

/** SPEC §5: more than 2 characters; best matches first, at most `limit`. */
export function searchGazetteer(typed: string, limit = 8): GazetteerPlace[] {
  const query = fold(typed)
  if (query.length <= 2 && !ALIASES.some(([alias]) => alias === query)) return []
  const queries = [query, ...ALIASES.filter(([alias]) => query === alias).map(([, to]) => to)]
  const ranked: { rank: number; place: GazetteerPlace }[] = []
  for (const place of gazetteer()) {
    const name = fold(place.name)
    const label = fold(`${place.description} ${place.secondary}`)
    let rank = Infinity
    for (const q of queries) {
      if (name === q) rank = Math.min(rank, 0)
      else if (name.startsWith(q)) rank = Math.min(rank, 1)
      else if (name.split(/[\s,()-]+/).some((word) => word.startsWith(q))) rank = Math.min(rank, 2)
      else if (compact(place.name).startsWith(compact(q))) rank = Math.min(rank, 3)
      else if (label.includes(q)) rank = Math.min(rank, 4)
    }
    if (rank < Infinity) ranked.push({ rank, place })
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
      a.place.name.length - b.place.name.length,
  )
  // A district and a town of one name and state (Ikeja, Lagos) read the same: the first is kept.
  const labels = new Set<string>()
  return ranked
    .map((r) => r.place)
    .filter((place) => {
      const label = `${place.description} · ${place.secondary}`
      return !labels.has(label) && labels.add(label)
    })
    .slice(0, limit)
}

export function findPlace(placeId: string): GazetteerPlace | undefined {
  return gazetteer().find((p) => p.placeId === placeId)
}

/** Pick-up points of a terminal: the terminal, then districts within 20 km, nearest first. */
export function pickupLocations(terminalId: number) {
  const terminal = findPlace(`terminal:${terminalId}`)
  if (!terminal) return null
  const near = gazetteer()
    .filter((p) => p.kind === 'district')
    .map((p) => ({ place: p, km: haversineKm(terminal, p) }))
    .filter((n) => n.km <= 20)
    .sort((a, b) => a.km - b.km)
  return [{ place: terminal, km: 0 }, ...near].map(({ place, km }) => ({
    id: place.placeId,
    name: place.kind === 'terminal' ? `${place.name} terminal` : place.name,
    address: place.kind === 'terminal' ? place.secondary : place.description,
    latitude: place.latitude,
    longitude: place.longitude,
    distanceKm: Math.round(km * 10) / 10,
  }))
}
