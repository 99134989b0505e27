import type { Kysely } from 'kysely'

// Live bus positions reported by the bus's tracking device (issue 12): the latest per device.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle_positions')
    .addColumn('imei', 'text', (col) => col.primaryKey())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('speed', 'real', (col) => col.notNull())
    .addColumn('reported_at', 'timestamptz', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicle_positions').execute()
}
