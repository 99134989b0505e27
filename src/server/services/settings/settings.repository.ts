import type { Database } from '#server/db/database.ts'

// Kysely only (STYLE habit 5): reference data for the settings service.

const TERMINAL_COLUMNS = [
  't.id',
  't.name',
  't.state',
  't.address',
  't.phone_number',
  't.email',
  't.latitude',
  't.longitude',
  't.logo',
  't.country_code',
] as const

/** Terminals of a country that start at least one route. */
export function departureTerminals(db: Database, countryCode: string) {
  return db
    .selectFrom('terminals as t')
    .select(TERMINAL_COLUMNS)
    .where('t.country_code', '=', countryCode as 'NG' | 'GH')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('routes as r')
          .select('r.id')
          .whereRef('r.departure_terminal_id', '=', 't.id'),
      ),
    )
    .orderBy('t.name')
    .execute()
}

export function findTerminal(db: Database, id: number) {
  return db
    .selectFrom('terminals as t')
    .select(TERMINAL_COLUMNS)
    .where('t.id', '=', id)
    .executeTakeFirst()
}

/** Terminals some route reaches from any terminal of `state`, except `excludeId` itself. */
export function destinationsFromState(db: Database, state: string, excludeId: number) {
  return db
    .selectFrom('terminals as t')
    .select(TERMINAL_COLUMNS)
    .where('t.id', '<>', excludeId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('routes as r')
          .innerJoin('terminals as d', 'd.id', 'r.departure_terminal_id')
          .select('r.id')
          .whereRef('r.destination_terminal_id', '=', 't.id')
          .where('d.state', '=', state),
      ),
    )
    .orderBy('t.name')
    .execute()
}

export function popularRoutes(db: Database, limit: number) {
  return db
    .selectFrom('popular_routes as p')
    .innerJoin('routes as r', 'r.id', 'p.route_id')
    .select(['r.id', 'r.name', 'r.departure_terminal_id', 'r.destination_terminal_id'])
    .orderBy('p.rank')
    .limit(limit)
    .execute()
}

/** One fare per vehicle model on the direct route, cheapest first. */
export function routeFares(db: Database, departureId: number, destinationId: number) {
  return db
    .selectFrom('routes as r')
    .innerJoin('route_fares as f', 'f.route_id', 'r.id')
    .innerJoin('vehicle_models as m', 'm.id', 'f.vehicle_model_id')
    .select(['m.name as model_name', 'r.name as route_name', 'f.fare_kobo'])
    .where('r.departure_terminal_id', '=', departureId)
    .where('r.destination_terminal_id', '=', destinationId)
    .orderBy('f.fare_kobo')
    .orderBy('m.id')
    .execute()
}

export type TerminalRow = NonNullable<Awaited<ReturnType<typeof findTerminal>>>
