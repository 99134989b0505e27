import type { Kysely } from 'kysely'

// Vehicle hire (SPEC §2, §3, §9): a hire is a booking (so payment, holds, history and tickets
// work as for seats) with its request and vehicles; each vehicle-day it takes is an allocation,
// and the (model, day) row is locked while allocating so two hires never take the last bus twice.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hire_requests')
    .addColumn('booking_id', 'text', (col) =>
      col.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('hired_service_type', 'smallint', (col) => col.notNull())
    .addColumn('pickup_place_id', 'text', (col) => col.notNull())
    .addColumn('pickup_label', 'text', (col) => col.notNull())
    .addColumn('dropoff_place_id', 'text', (col) => col.notNull())
    .addColumn('dropoff_label', 'text', (col) => col.notNull())
    .addColumn('pickup_date', 'date', (col) => col.notNull())
    .addColumn('return_date', 'date')
    .addColumn('is_sleep_over', 'boolean', (col) => col.notNull())
    .addColumn('distance_km', 'real', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'smallint', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('hire_vehicles')
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('model_id', 'integer', (col) => col.notNull().references('vehicle_models.id'))
    .addColumn('quantity', 'smallint', (col) => col.notNull())
    .addColumn('fare_kobo', 'bigint', (col) => col.notNull())
    .addColumn('sleep_over_kobo', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('hire_vehicles_pk', ['booking_id', 'model_id'])
    .execute()

  await db.schema
    .createTable('hire_days')
    .addColumn('model_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addPrimaryKeyConstraint('hire_days_pk', ['model_id', 'day'])
    .execute()

  await db.schema
    .createTable('hire_allocations')
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('model_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('quantity', 'smallint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('hire_allocations_model_day_idx')
    .on('hire_allocations')
    .columns(['model_id', 'day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hire_allocations', 'hire_days', 'hire_vehicles', 'hire_requests'])
    await db.schema.dropTable(table).execute()
}
