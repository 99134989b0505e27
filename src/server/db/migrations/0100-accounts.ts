import { sql, type Kysely } from 'kysely'

// Customer accounts (SPEC §3 Customer session), one-time codes, sessions, referral coupons, the
// messages outbox, shared rate-limit counters and generated secrets (DESIGN §5, §6: nothing a
// second process needs is kept in memory).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // '+234' and ten digits (src/shared/domain/phone.ts).
    .addColumn('phone_number', 'text', (col) => col.notNull().unique())
    // Lower-cased; set only once verified by a code sent to it.
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('gender', 'smallint', (col) => col.check(sql`gender in (0, 1)`))
    .addColumn('image', 'text')
    .addColumn('is_confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('customer_stage', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('next_of_kin_name', 'text')
    .addColumn('next_of_kin_phone', 'text')
    .addColumn('next_of_kin_gender', 'smallint', (col) =>
      col.check(sql`next_of_kin_gender in (0, 1)`),
    )
    .addColumn('referral_code', 'text', (col) => col.notNull().unique())
    .addColumn('referred_by', 'integer', (col) => col.references('customers.id'))
    .addColumn('has_pin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('google_subject', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purpose', 'text', (col) => col.notNull())
    // The phone or e-mail the code proves, or 'customer:<id>' for a password reset.
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('otp_codes_target_idx')
    .on('otp_codes')
    .columns(['purpose', 'target', 'created_at'])
    .execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One family per sign-in; every rotation stays in it, so reuse can revoke them all.
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute()

  await db.schema
    .createTable('customer_photos')
    // Random hex id: the photo's URL is unguessable and needs no bearer token (an <img> sends none).
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().unique().references('customers.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('percent', 'smallint', (col) => col.check(sql`percent between 1 and 100`))
    .addColumn('amount_kobo', 'bigint', (col) => col.check(sql`amount_kobo > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('redeemed_at', 'timestamptz')
    .addCheckConstraint('coupons_one_kind', sql`(percent is null) <> (amount_kobo is null)`)
    .execute()

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('outbox_messages_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'id'])
    .execute()

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute()

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets',
    'rate_limit_counters',
    'outbox_messages',
    'coupons',
    'customer_photos',
    'refresh_tokens',
    'otp_codes',
    'customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
