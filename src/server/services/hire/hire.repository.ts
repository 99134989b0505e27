import { tariffOf } from '#shared/domain/hire-pricing.ts'
import { lagosToday } from '#shared/domain/date-windows.ts'
import type { Database } from '#server/db/database.ts'
import type { HireRequestsTable, HireVehiclesTable } from '#server/db/schema-wallet.ts'

// Kysely only: hire requests, their vehicles and the vehicle-days they take.

/** Vehicles of a model taken on a day by paid hires and by holds still running. */
export async function vehiclesTaken(db: Database, modelId: number, day: string, now: Date) {
  const row = await db
    .selectFrom('hire_allocations as a')
    .innerJoin('bookings as b', 'b.id', 'a.booking_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('a.quantity'), eb.lit(0)).as('taken'))
    .where('a.model_id', '=', modelId)
    .where('a.day', '=', day)
    .where((eb) =>
      eb.or([
        eb('b.status', '=', 1),
        eb.and([eb('b.status', '=', 0), eb('b.hold_expires_at', '>', now)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.taken)
}

/**
 * Locks the (model, day) rows a hire needs, in one order for every caller (no deadlocks), so
 * concurrent hires of the same vehicles count and allocate one after the other.
 */
export async function lockHireDays(db: Database, keys: { modelId: number; day: string }[]) {
  const sorted = [...keys].sort((a, b) => a.modelId - b.modelId || a.day.localeCompare(b.day))
  if (sorted.length === 0) return
  await db
    .insertInto('hire_days')
    .values(sorted.map((k) => ({ model_id: k.modelId, day: k.day })))
    .onConflict((oc) => oc.columns(['model_id', 'day']).doNothing())
    .execute()
  for (const key of sorted)
    await db
      .selectFrom('hire_days')
      .select('model_id')
      .where('model_id', '=', key.modelId)
      .where('day', '=', key.day)
      .forUpdate()
      .execute()
}

export async function insertHire(
  db: Database,
  request: HireRequestsTable,
  vehicles: HireVehiclesTable[],
  days: string[],
) {
  await db.insertInto('hire_requests').values(request).execute()
  await db.insertInto('hire_vehicles').values(vehicles).execute()
  await db
    .insertInto('hire_allocations')
    .values(
      vehicles.flatMap((v) =>
        days.map((day) => ({
          booking_id: v.booking_id,
          model_id: v.model_id,
          day,
          quantity: v.quantity,
        })),
      ),
    )
    .execute()
}

export function hireVehicles(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('hire_vehicles as h')
    .innerJoin('vehicle_models as m', 'm.id', 'h.model_id')
    .select([
      'h.booking_id',
      'h.model_id',
      'h.quantity',
      'h.fare_kobo',
      'h.sleep_over_kobo',
      'm.name',
    ])
    .where('h.booking_id', 'in', bookingIds)
    .orderBy('h.model_id')
    .execute()
}

export function hiresOf(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db.selectFrom('hire_requests').selectAll().where('booking_id', 'in', bookingIds).execute()
}

export function vehicleModels(db: Database) {
  return db.selectFrom('vehicle_models').selectAll().orderBy('id').execute()
}

/**
 * A hire paid after its hold lapsed takes its buses again if they are still free on every day
 * (DESIGN §3, as seats are): under the same row locks as a new hire. Undefined for a booking
 * that hires nothing (a seat booking).
 */
export async function reholdHire(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<boolean | undefined> {
  const allocations = await db
    .selectFrom('hire_allocations')
    .select(['model_id', 'day', 'quantity'])
    .where('booking_id', '=', bookingId)
    .execute()
  if (allocations.length === 0) return undefined
  if (allocations.some((a) => a.day < lagosToday(now))) return false
  await lockHireDays(
    db,
    allocations.map((a) => ({ modelId: a.model_id, day: a.day })),
  )
  for (const a of allocations) {
    // Its own allocation is not counted: the booking holds nothing while it is not pending.
    const taken = await vehiclesTaken(db, a.model_id, a.day, now)
    if (taken + a.quantity > (tariffOf(a.model_id)?.fleet ?? 0)) return false
  }
  return true
}
