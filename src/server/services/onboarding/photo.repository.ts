import type { Database } from '#server/db/database.ts'

/** One photo per customer: a new upload replaces the old under a new id (so caches refresh). */
export async function replacePhoto(
  db: Database,
  values: {
    id: string
    customer_id: number
    content_type: string
    bytes: Uint8Array
    created_at: Date
  },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('customer_photos').where('customer_id', '=', values.customer_id).execute()
    await trx.insertInto('customer_photos').values(values).execute()
  })
}

export async function deletePhoto(db: Database, customerId: number) {
  await db.deleteFrom('customer_photos').where('customer_id', '=', customerId).execute()
}

export function findPhoto(db: Database, id: string) {
  return db
    .selectFrom('customer_photos')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst()
}
