import type { PopularRoute, RoutePrice, Terminal } from '#shared/contract/settings.ts'
import { koboToNaira } from '#shared/domain/money.ts'
import { isPalliativeName } from '#shared/domain/palliative.ts'
import { notFound } from '#server/http/respond.ts'
import type { AppDeps } from '#server/http/env.ts'
import * as repository from './settings.repository.ts'
import type { TerminalRow } from './settings.repository.ts'

// Rules of SPEC §7 Routes and terminals; HTTP stays in settings.routes.ts.

export const TERMINAL_NOT_FOUND = 'Terminal not found.'

/** SPEC §3 Terminal, with both spellings of id and name as SPEC shows them. */
export function toTerminal(row: TerminalRow): Terminal {
  return {
    id: row.id,
    terminalId: row.id,
    terminalName: row.name,
    terminal: row.name,
    state: row.state,
    logo: row.logo,
    address: row.address,
    phoneNumber: row.phone_number,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    isPalliative: isPalliativeName(row.name),
  }
}

/** Departure choices for a country; an unknown code simply has none. */
export async function departureTerminals(
  { db }: AppDeps,
  countryCode: string,
): Promise<Terminal[]> {
  const rows = await repository.departureTerminals(db, countryCode.toUpperCase())
  return rows.map(toTerminal)
}

export async function terminal({ db }: AppDeps, id: number): Promise<Terminal> {
  const row = await repository.findTerminal(db, id)
  if (!row) throw notFound(TERMINAL_NOT_FOUND)
  return toTerminal(row)
}

/**
 * Destinations offered after choosing a departure: anything reachable from ANY terminal in the
 * same state, so a traveller may pick a pair with no direct bus and be offered suggestions
 * (SPEC §2 'Suggested bus available').
 */
export async function destinationTerminals({ db }: AppDeps, id: number): Promise<Terminal[]> {
  const from = await repository.findTerminal(db, id)
  if (!from) throw notFound(TERMINAL_NOT_FOUND)
  const rows = await repository.destinationsFromState(db, from.state, id)
  return rows.map(toTerminal)
}

/**
 * SPEC §7 popular routes. The carousel is curated (ranked in popular_routes); `noOfDays` is
 * accepted as SPEC sends it but does not change the ranking.
 */
export async function popularRoutes({ db }: AppDeps, noOfRoutes: number): Promise<PopularRoute[]> {
  const rows = await repository.popularRoutes(db, noOfRoutes)
  return rows.map((row) => ({
    id: row.id,
    routeName: row.name,
    departureTerminalId: row.departure_terminal_id,
    destinationTerminalId: row.destination_terminal_id,
  }))
}

/** SPEC §3 Route price per vehicle model; empty when no bus runs the pair. */
export async function routeFares(
  { db }: AppDeps,
  departureId: number,
  destinationId: number,
): Promise<RoutePrice[]> {
  const rows = await repository.routeFares(db, departureId, destinationId)
  return rows.map((row) => ({
    vehicleModelName: row.model_name,
    routeName: row.route_name,
    amount: koboToNaira(row.fare_kobo),
  }))
}
