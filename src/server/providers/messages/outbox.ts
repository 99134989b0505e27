import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import type { MessageSender, OutgoingMessage } from './message-sender.ts'
import { insertOutboxMessage, outboxRows } from './outbox.repository.ts'

// The default sender (DESIGN §1 sandbox): messages go into outbox_messages and the server log, and
// testers read codes at GET /api/dev/outbox. Nothing leaves the machine.

export function outboxSender(options: { db: Database; clock: Clock; log: boolean }): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      await insertOutboxMessage(options.db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.text,
        created_at: options.clock.now(),
      })
      if (options.log) {
        const subject = message.subject ? ` [${message.subject}]` : ''
        console.info(`[outbox] ${message.channel} to ${message.to}${subject}: ${message.text}`)
      }
    },
  }
}

export interface OutboxEntry {
  id: number
  channel: 'sms' | 'email'
  to: string
  subject: string | null
  text: string
  createdAt: string
}

/** Newest first; `to` filters on one recipient. */
export async function listOutbox(db: Database, options: { to?: string; limit: number }) {
  const rows = await outboxRows(db, options)
  return rows.map((row): OutboxEntry => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
