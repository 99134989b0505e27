import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import { VEHICLE_MODELS } from './fleet.ts'
import {
  POPULAR_ROUTES,
  ROUTE_DEPARTURES,
  ROUTE_FARES,
  ROUTES,
  TRAVEL_DOCUMENT_FEES,
} from './routes.ts'
import { rollSchedule } from './schedule.ts'
import { TERMINALS } from './terminals.ts'
import { AMBASSADORS } from './ambassadors.ts'
import { randomHex } from '#server/security/random.ts'

/**
 * Idempotent reference data and trip schedule (DESIGN §3): safe to run on every start and from
 * the 6-hourly job. Existing rows are never changed (ON CONFLICT DO NOTHING), so a booked trip
 * keeps its fare. Returns the number of trips added.
 */
export async function seed(db: Database, clock: Clock): Promise<number> {
  // Parents before children; each table is one batched INSERT (a few hundred rows at most).
  await db
    .insertInto('terminals')
    .values(TERMINALS)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('vehicle_models')
    .values(VEHICLE_MODELS.map(({ fareFactor: _, ...model }) => model))
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('routes')
    .values(ROUTES)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('route_fares')
    .values(ROUTE_FARES)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('route_departures')
    .values(ROUTE_DEPARTURES)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('travel_document_fees')
    .values(TRAVEL_DOCUMENT_FEES)
    .onConflict((oc) => oc.doNothing())
    .execute()
  await db
    .insertInto('ambassadors')
    .values(AMBASSADORS.map((a) => ({ ...a, verification_id: randomHex(16) })))
    .onConflict((oc) => oc.doNothing())
    .execute()
  // Databases seeded before the codes were random keep none of the guessable ones.
  const guessable = await db
    .selectFrom('ambassadors')
    .select('id')
    .where('verification_id', 'like', 'WAKA-T3-%')
    .execute()
  for (const { id } of guessable) {
    await db
      .updateTable('ambassadors')
      .set({ verification_id: randomHex(16) })
      .where('id', '=', id)
      .execute()
  }
  await db
    .insertInto('popular_routes')
    .values(POPULAR_ROUTES)
    .onConflict((oc) => oc.doNothing())
    .execute()
  return rollSchedule(db, clock)
}
