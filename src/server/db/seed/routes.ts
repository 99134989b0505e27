import { haversineKm } from '#shared/domain/haversine.ts'
import type {
  PopularRoutesTable,
  RouteDeparturesTable,
  RouteFaresTable,
  RoutesTable,
  TravelDocumentFeesTable,
} from '#server/db/schema.ts'
import { fareKobo, HIACE, ROTATION, VEHICLE_MODELS } from './fleet.ts'
import { TERMINALS } from './terminals.ts'

// Terminal pairs served both ways (ids from terminals.ts). Deliberate gaps let the search offer
// suggestions (SPEC §2 'Alternative route suggestions'): Lagos (Ajah) 2 has NO route to or from
// Kaduna 30, while its sibling Lagos (Jibowu) 1 has one, so a search 2 → 30 suggests 1 → 30 and
// a return 30 → 2 suggests 30 → 1. The API tests rely on this pair.
const SERVED: [number, number[]][] = [
  [1, [6, 7, 9, 12, 13, 15, 17, 20, 24, 28, 30, 31, 32, 33]],
  [2, [6, 9, 12, 15, 17, 20]],
  [3, [6, 9, 12, 17, 20, 32]],
  [4, [12, 15, 17, 20]],
  [5, [9, 13, 24, 26]],
  [6, [9, 12, 15, 17, 20, 24, 30, 31]],
  [7, [11, 30, 31]],
  [8, [30, 31]],
  [9, [12, 13, 15, 17, 24]],
  [10, [6, 11]],
  [12, [15, 20, 24]],
  [13, [14, 24, 29]],
  [14, [9]],
  [15, [24, 28, 30]],
  [16, [6]],
  [17, [24, 28]],
  [18, [6, 24]],
  [19, [6]],
  [20, [24, 28]],
  [21, [6]],
  [22, [6, 28]],
  [23, [6]],
  [24, [26, 28]],
  [25, [6, 9]],
  [27, [24]],
  [29, [6, 9]],
  [30, [31]],
]

const ACCRA = 33
/** SPEC §4: Benin (Akpakpava) → Lagos (Iyana Ipaja) leaves at 08:15 daily (stopover notice). */
export const STOPOVER = { from: 9, to: 3, time: '08:15' }

// Lagos times; long routes leave early so they arrive in daylight.
const TIMES = ['06:00', '07:00', '07:30', '08:15', '09:00', '10:00', '11:30', '13:00', '15:00']
const LONG_ROUTE_KM = 450

const byId = new Map(TERMINALS.map((t) => [t.id, t]))
const terminal = (id: number) => {
  const found = byId.get(id)
  if (!found) throw new Error(`seed: no terminal ${id}`)
  return found
}

function pairs(): [number, number][] {
  return SERVED.flatMap(([a, others]) =>
    others.flatMap((b): [number, number][] => [
      [a, b],
      [b, a],
    ]),
  )
}

export const ROUTES: RoutesTable[] = pairs().map(([from, to], index) => ({
  id: index + 1,
  departure_terminal_id: from,
  destination_terminal_id: to,
  name: `${terminal(from).name}==>${terminal(to).name}`,
  is_international: terminal(from).country_code !== terminal(to).country_code,
}))

const routeId = (from: number, to: number) => {
  const found = ROUTES.find(
    (r) => r.departure_terminal_id === from && r.destination_terminal_id === to,
  )
  if (!found) throw new Error(`seed: no route ${from} → ${to}`)
  return found.id
}

/** 2–4 departures a day per route, deterministic in the route id so re-seeding is stable. */
function timetable(route: RoutesTable): RouteDeparturesTable[] {
  const km = haversineKm(
    terminal(route.departure_terminal_id),
    terminal(route.destination_terminal_id),
  )
  const pool = km > LONG_ROUTE_KM ? TIMES.slice(0, 5) : TIMES
  const count = 2 + (route.id % 3)
  const times = new Set<string>()
  // Step 2 is coprime with both pool sizes (5 and 9), so `count` distinct times always exist.
  for (let k = 0; times.size < count; k++) times.add(pool[(route.id + k * 2) % pool.length]!)
  const isStopover =
    route.departure_terminal_id === STOPOVER.from && route.destination_terminal_id === STOPOVER.to
  if (isStopover) times.add(STOPOVER.time)
  return [...times].sort().map((time, k) => {
    const model =
      k === 0 || (isStopover && time === STOPOVER.time)
        ? HIACE
        : ROTATION[(route.id + k) % ROTATION.length]!
    return {
      route_id: route.id,
      vehicle_model_id: model,
      departure_time: time,
      // A fourth daily bus is a relief ("sub") bus. No bus pays cash back of its own (SPEC §3
      // cashBack 0): the 5% cash back is earned by paying with the wallet (SPEC §1).
      is_sub: k >= 3,
      cash_back_kobo: 0,
    }
  })
}

export const ROUTE_DEPARTURES: RouteDeparturesTable[] = ROUTES.flatMap(timetable)

/** A fare for every model that runs the route, and always the Hiace (route price list). */
export const ROUTE_FARES: RouteFaresTable[] = ROUTES.flatMap((route) => {
  const km = haversineKm(
    terminal(route.departure_terminal_id),
    terminal(route.destination_terminal_id),
  )
  const running = new Set(
    ROUTE_DEPARTURES.filter((d) => d.route_id === route.id).map((d) => d.vehicle_model_id),
  )
  running.add(HIACE)
  return VEHICLE_MODELS.filter((m) => running.has(m.id)).map((model) => ({
    route_id: route.id,
    vehicle_model_id: model.id,
    fare_kobo: fareKobo(km, model.fareFactor),
  }))
})

// SPEC §3 travelDocumentFeesInfo on the international route, both ways.
const DOCUMENTS = [
  { travel_document_id: 1, document_type: 'International Passport', markup_kobo: 500_000 },
  { travel_document_id: 2, document_type: 'ECOWAS ID Card', markup_kobo: 300_000 },
  { travel_document_id: 3, document_type: 'ECOWAS Travel Certificate', markup_kobo: 250_000 },
]
export const TRAVEL_DOCUMENT_FEES: TravelDocumentFeesTable[] = ROUTES.filter(
  (r) => r.is_international,
).flatMap((route) => DOCUMENTS.map((doc) => ({ route_id: route.id, ...doc })))

// SPEC §2 popular-route carousel; ranked, busiest first.
const POPULAR: [number, number][] = [
  [1, 6],
  [6, 1],
  [1, 9],
  [1, 17],
  [1, 15],
  [1, 20],
  [1, ACCRA],
]
export const POPULAR_ROUTES: PopularRoutesTable[] = POPULAR.map(([from, to], index) => ({
  id: index + 1,
  route_id: routeId(from, to),
  rank: index + 1,
}))
