import type { Insertable } from 'kysely'
import type { Database } from '#server/db/database.ts'
import type { OutboxMessagesTable } from '#server/db/schema.ts'

// Kysely only (STYLE habit 5): the dev outbox's messages.

export async function insertOutboxMessage(db: Database, row: Insertable<OutboxMessagesTable>) {
  await db.insertInto('outbox_messages').values(row).execute()
}

/** Newest first; `to` filters on one recipient. */
export function outboxRows(db: Database, options: { to?: string; limit: number }) {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(options.limit)
  if (options.to) query = query.where('recipient', '=', options.to)
  return query.execute()
}
