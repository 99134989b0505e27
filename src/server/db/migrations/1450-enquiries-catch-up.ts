import { sql, type Kysely } from 'kysely'

// 0400-enquiries was changed after it had shipped: the ambassadors' tables were added to it, and
// ratings came to name the travelled seat (booking_passengers.id, SPEC §3 seatManagementId)
// instead of its booking_seats row. A database that ran the first 0400 skips the second (the
// migrator records names), so it had no ambassadors and every start failed in the seed (tester
// M). This brings such a database to what 0400 makes today, and changes nothing in one that ran
// the current 0400. Schema changes go in new migrations from here on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ambassadors')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('phone_number', 'text')
    .addColumn('tier', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('verification_id', 'text', (col) => col.notNull().unique())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('retain_until', 'timestamptz')
    .execute()

  await db.schema
    .createTable('ambassador_upgrades')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ambassador_id', 'integer', (col) =>
      col.notNull().references('ambassadors.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('nin', 'text', (col) => col.notNull())
    .addColumn('occupation', 'text', (col) => col.notNull())
    .addColumn('office_address', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = 'ratings'
      and column_name = 'booking_seat_id'`.execute(db)
  if (rows[0]!.n === 0) return
  // A rating kept its seat row (a travelled, paid seat is never let go): the passenger on that
  // seat of that booking and trip is the one rated. One that cannot be traced names no seat and
  // is let go.
  await sql`alter table ratings add column seat_management_id integer
    references booking_passengers (id) on delete cascade`.execute(db)
  await sql`update ratings r set seat_management_id = p.id
    from booking_seats s
    join booking_passengers p on p.booking_id = s.booking_id
      and p.vehicle_trip_id = s.vehicle_trip_id and p.seat_number = s.seat_number
    where s.id = r.booking_seat_id`.execute(db)
  await sql`delete from ratings where seat_management_id is null`.execute(db)
  await sql`alter table ratings alter column seat_management_id set not null`.execute(db)
  await sql`alter table ratings drop constraint ratings_one_per_seat`.execute(db)
  await sql`alter table ratings drop column booking_seat_id`.execute(db)
  await sql`alter table ratings add constraint ratings_one_per_seat
    unique (seat_management_id, ratings_type)`.execute(db)
}

// Nothing to undo: 0400's own down drops these tables.
export async function down(): Promise<void> {}
