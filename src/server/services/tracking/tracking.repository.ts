import type { Database } from '#server/db/database.ts'

// Kysely only: a bus trip with its terminals, and device-reported positions.

export function tripWithTerminals(db: Database, tripId: string) {
  return db
    .selectFrom('vehicle_trips as v')
    .innerJoin('routes as r', 'r.id', 'v.route_id')
    .innerJoin('terminals as dep', 'dep.id', 'r.departure_terminal_id')
    .innerJoin('terminals as dest', 'dest.id', 'r.destination_terminal_id')
    .select([
      'v.id',
      'v.departure_at',
      'r.name as route_name',
      'dep.name as dep_name',
      'dep.latitude as dep_lat',
      'dep.longitude as dep_lng',
      'dest.name as dest_name',
      'dest.latitude as dest_lat',
      'dest.longitude as dest_lng',
    ])
    .where('v.id', '=', tripId)
    .executeTakeFirst()
}

export type TripRow = NonNullable<Awaited<ReturnType<typeof tripWithTerminals>>>

/** The booking's bus trips, outward leg first. */
export function bookingTrips(db: Database, reference: string) {
  return db
    .selectFrom('booking_passengers as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .innerJoin('vehicle_trips as v', 'v.id', 'p.vehicle_trip_id')
    .select(['p.vehicle_trip_id', 'p.leg', 'b.status', 'v.departure_at'])
    .where('b.reference_code', '=', reference.trim().toUpperCase())
    .orderBy('p.leg')
    .execute()
}

export async function savePosition(
  db: Database,
  position: { imei: string; latitude: number; longitude: number; speed: number; at: Date },
) {
  const values = {
    imei: position.imei,
    latitude: position.latitude,
    longitude: position.longitude,
    speed: position.speed,
    reported_at: position.at,
  }
  await db
    .insertInto('vehicle_positions')
    .values(values)
    .onConflict((oc) => oc.column('imei').doUpdateSet(values))
    .execute()
}

export function latestPosition(db: Database, imei: string) {
  return db.selectFrom('vehicle_positions').selectAll().where('imei', '=', imei).executeTakeFirst()
}
