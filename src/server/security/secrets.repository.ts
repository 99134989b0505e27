import type { Database } from '#server/db/database.ts'

// Kysely only (STYLE habit 5): generated secrets kept in the database (app_secrets).

/** The stored value of `name`, storing `candidate` first when there is none. */
export async function ensureSecret(db: Database, name: string, candidate: string) {
  // Two processes starting together both insert; the first wins and both read its value.
  await db
    .insertInto('app_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}
