import { sql, type Kysely } from 'kysely'

// Reference data of SPEC §3 (terminals, vehicle models, routes and fares) and the timetable the
// seed expands into trips. Migrations take an untyped Kysely: they must keep working after DB changes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terminals')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('logo', 'text')
    .addColumn('country_code', 'text', (col) =>
      col.notNull().check(sql`country_code in ('NG', 'GH')`),
    )
    .execute()
  await db.schema.createIndex('terminals_state_idx').on('terminals').column('state').execute()

  await db.schema
    .createTable('vehicle_models')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    // SPEC §4: seat layouts exist for 6, 8, 12, 13 and 14 seats only.
    .addColumn('seat_count', 'integer', (col) =>
      col.notNull().check(sql`seat_count in (6, 8, 12, 13, 14)`),
    )
    .addColumn('vehicle_name', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('routes')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('departure_terminal_id', 'integer', (col) =>
      col.notNull().references('terminals.id'),
    )
    .addColumn('destination_terminal_id', 'integer', (col) =>
      col.notNull().references('terminals.id'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_international', 'boolean', (col) => col.notNull().defaultTo(false))
    .addUniqueConstraint('routes_pair_unique', ['departure_terminal_id', 'destination_terminal_id'])
    .addCheckConstraint(
      'routes_distinct_ends',
      sql`departure_terminal_id <> destination_terminal_id`,
    )
    .execute()
  await db.schema
    .createIndex('routes_destination_idx')
    .on('routes')
    .column('destination_terminal_id')
    .execute()

  await db.schema
    .createTable('route_fares')
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id'))
    .addColumn('vehicle_model_id', 'integer', (col) =>
      col.notNull().references('vehicle_models.id'),
    )
    .addColumn('fare_kobo', 'bigint', (col) => col.notNull().check(sql`fare_kobo > 0`))
    .addPrimaryKeyConstraint('route_fares_pk', ['route_id', 'vehicle_model_id'])
    .execute()

  await db.schema
    .createTable('route_departures')
    .addColumn('route_id', 'integer', (col) => col.notNull())
    .addColumn('vehicle_model_id', 'integer', (col) => col.notNull())
    .addColumn('departure_time', 'text', (col) =>
      col.notNull().check(sql`departure_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    )
    .addColumn('is_sub', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('cash_back_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('route_departures_pk', [
      'route_id',
      'departure_time',
      'vehicle_model_id',
    ])
    // A timetable entry needs a fare for its vehicle model.
    .addForeignKeyConstraint(
      'route_departures_fare_fk',
      ['route_id', 'vehicle_model_id'],
      'route_fares',
      ['route_id', 'vehicle_model_id'],
    )
    .execute()

  await db.schema
    .createTable('travel_document_fees')
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id'))
    .addColumn('travel_document_id', 'integer', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('markup_kobo', 'bigint', (col) => col.notNull().check(sql`markup_kobo >= 0`))
    .addPrimaryKeyConstraint('travel_document_fees_pk', ['route_id', 'travel_document_id'])
    .execute()

  await db.schema
    .createTable('popular_routes')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('route_id', 'integer', (col) => col.notNull().unique().references('routes.id'))
    .addColumn('rank', 'integer', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'popular_routes',
    'travel_document_fees',
    'route_departures',
    'route_fares',
    'routes',
    'vehicle_models',
    'terminals',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
