import { sql, type Kysely } from 'kysely'

// The bookable schedule and the seats sold on it. Bookings are minimal here: the booking issue
// extends the table in its own migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_trips')
    // vehicleTripRegistrationId, deterministic so re-seeding never duplicates a bus.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id'))
    .addColumn('vehicle_model_id', 'integer', (col) =>
      col.notNull().references('vehicle_models.id'),
    )
    .addColumn('departure_date', 'date', (col) => col.notNull())
    .addColumn('departure_at', 'timestamptz', (col) => col.notNull())
    .addColumn('fare_kobo', 'bigint', (col) => col.notNull().check(sql`fare_kobo > 0`))
    .addColumn('total_seats', 'integer', (col) => col.notNull())
    .addColumn('is_sub', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('cash_back_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('vehicle_trips_bus_unique', [
      'route_id',
      'departure_at',
      'vehicle_model_id',
    ])
    .execute()
  await db.schema
    .createIndex('vehicle_trips_route_day_idx')
    .on('vehicle_trips')
    .columns(['route_id', 'departure_date'])
    .execute()

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reference_code', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('hold_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('booking_seats')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('vehicle_trip_id', 'text', (col) => col.notNull().references('vehicle_trips.id'))
    .addColumn('seat_number', 'integer', (col) => col.notNull().check(sql`seat_number >= 1`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // DESIGN §3: a seat is sold at most once per trip, enforced here and not only in code.
  await db.schema
    .createIndex('booking_seats_trip_seat_unique')
    .on('booking_seats')
    .columns(['vehicle_trip_id', 'seat_number'])
    .unique()
    .execute()
  await db.schema
    .createIndex('booking_seats_booking_idx')
    .on('booking_seats')
    .column('booking_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_seats').execute()
  await db.schema.dropTable('bookings').execute()
  await db.schema.dropTable('vehicle_trips').execute()
}
