import type { Kysely } from 'kysely'

// A refresh whose answer was lost is asked again with the same token (README Decision 16): the
// rotated token names the one it was replaced by, so a retry can give up exactly that one, if it
// was never used, and issue another.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by').execute()
}
