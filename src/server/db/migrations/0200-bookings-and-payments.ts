import { sql, type Kysely } from 'kysely'

// Seat booking and payments: the booking's contact and money, its passengers and seats, payment
// attempts and provider events, the sandbox provider's own records, and the wallet ledger and
// refunds that reconciliation writes (DESIGN §3).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('set null'),
    )
    .addColumn('trip_type', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('payment_method', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('next_of_kin_name', 'text')
    .addColumn('next_of_kin_phone', 'text')
    .addColumn('identification_type', 'text')
    .addColumn('outbound_trip_id', 'text', (col) => col.references('vehicle_trips.id'))
    .addColumn('return_trip_id', 'text', (col) => col.references('vehicle_trips.id'))
    .addColumn('oneway_amount_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('return_amount_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('document_fees_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('total_amount_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('coupon_id', 'integer', (col) => col.references('coupons.id').onDelete('set null'))
    .addColumn('is_printed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('bookings_pending_hold_idx')
    .on('bookings')
    .columns(['status', 'hold_expires_at'])
    .execute()
  await db.schema
    .createIndex('bookings_customer_idx')
    .on('bookings')
    .column('customer_id')
    .execute()

  // SPEC §3 Booking and Additional passenger: the main traveller (position 0) and beneficiaries,
  // one row per leg, each with its seat and its share of the amount.
  await db.schema
    .createTable('booking_passengers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('leg', 'smallint', (col) => col.notNull().check(sql`leg in (0, 1)`))
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('vehicle_trip_id', 'text', (col) => col.notNull().references('vehicle_trips.id'))
    .addColumn('seat_number', 'integer', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'smallint', (col) => col.notNull())
    .addColumn('identification_number', 'text')
    .addColumn('travel_document_id', 'integer')
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('checked_in_at', 'timestamptz')
    .addUniqueConstraint('booking_passengers_seat_unique', ['booking_id', 'leg', 'position'])
    .execute()

  // One payment per booking, keyed by the booking reference (providers call it the reference).
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('paid_kobo', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('payments_status_idx').on('payments').column('status').execute()

  // Webhook deliveries: the same provider event twice is stored, and acted on, once.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'event_id'])
    .execute()

  // What the sandbox providers remember (they play the provider's side of the payment).
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('paid_kobo', 'bigint')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('callback_url', 'text')
    .addColumn('account_no', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_payments_pk', ['gateway', 'reference'])
    .execute()

  // DESIGN §3 wallet ledger: signed entries with a unique reference; the balance is their sum.
  await db.schema
    .createTable('wallet_ledger_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull().check(sql`amount_kobo <> 0`))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('wallet_ledger_customer_idx')
    .on('wallet_ledger_entries')
    .column('customer_id')
    .execute()

  // A guest paid but got no seat: the money is owed back (SPEC §9 refunds 3-10 working days).
  await db.schema
    .createTable('refunds_due')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'refunds_due',
    'wallet_ledger_entries',
    'sandbox_payments',
    'payment_events',
    'payments',
    'booking_passengers',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
