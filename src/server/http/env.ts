import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import type { Config } from '#server/config.ts'
import type { MessageSender } from '#server/providers/messages/message-sender.ts'

/** What every request handler can reach: injected once in app.ts (STYLE habit 5). */
export interface AppDeps {
  db: Database
  clock: Clock
  config: Config
  /** Optional: when absent, providers/messages/messages.ts picks one from config. */
  messages?: MessageSender
}

export type AppEnv = { Variables: { deps: AppDeps } }
