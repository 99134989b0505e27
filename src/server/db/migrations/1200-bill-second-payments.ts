import type { Kysely } from 'kysely'

// A bill paid twice (a tester's finding): by card at a checkout opened before it was paid from
// the wallet, or from the wallet after a card paid it. The bill keeps the card gateway its
// checkout was opened at, so a card payment that lands after the wallet paid is found and
// given back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bill_payments').addColumn('checkout_gateway', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bill_payments').dropColumn('checkout_gateway').execute()
}
