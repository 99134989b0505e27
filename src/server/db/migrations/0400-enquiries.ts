import { sql, type Kysely } from 'kysely'

// What travellers and partners send in (SPEC §3 Feedback, Partner enquiry, Suggested route,
// Rating), the idempotency keys that make an offline-queued submission count once, and the
// ambassadors (agents) with their tier 3 upgrade requests and account deletion (SPEC §6).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('submission_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('customer_feedbacks')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('category', 'smallint', (col) => col.notNull().check(sql`category between 1 and 4`))
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('partner_enquiries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('partner_type', 'smallint', (col) =>
      col.notNull().check(sql`partner_type in (0, 1)`),
    )
    // Individual: first and last name. Corporate: contact name, company, RC number, address.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text')
    .addColumn('company_rc_number', 'text')
    .addColumn('business_address', 'text')
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('inspection_location', 'text', (col) => col.notNull())
    .addColumn('number_of_vehicles', 'integer', (col) => col.notNull())
    .addColumn('vehicles', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('suggested_routes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('departure_state', 'text', (col) => col.notNull())
    .addColumn('departure_location', 'text', (col) => col.notNull())
    .addColumn('arrival_state', 'text', (col) => col.notNull())
    .addColumn('arrival_location', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  // One rating of each kind per travelled seat (SPEC §3 seatManagementId: a passenger's seat on
  // one leg, booking_passengers.id): the unique index decides.
  await db.schema
    .createTable('ratings')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('seat_management_id', 'integer', (col) =>
      col.notNull().references('booking_passengers.id').onDelete('cascade'),
    )
    .addColumn('ratings_type', 'smallint', (col) =>
      col.notNull().check(sql`ratings_type in (1, 2, 3)`),
    )
    .addColumn('rating', 'smallint', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('issues', 'jsonb', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('ratings_one_per_seat', ['seat_management_id', 'ratings_type'])
    .execute()

  await db.schema
    .createTable('ambassadors')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    // Lower-cased official e-mail; the deletion code goes there (SPEC §4).
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('phone_number', 'text')
    .addColumn('tier', 'smallint', (col) => col.notNull().defaultTo(1))
    // The code in an upgrade invitation link (/upgrade?verificationId=…).
    .addColumn('verification_id', 'text', (col) => col.notNull().unique())
    .addColumn('deleted_at', 'timestamptz')
    // SPEC §9: anonymous data of a deleted account is kept 5 years.
    .addColumn('retain_until', 'timestamptz')
    .execute()

  await db.schema
    .createTable('ambassador_upgrades')
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ambassador_upgrades',
    'ambassadors',
    'ratings',
    'suggested_routes',
    'partner_enquiries',
    'customer_feedbacks',
    'submission_keys',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
