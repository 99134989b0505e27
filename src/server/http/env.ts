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
  /**
   * A bus's device reported (its position is stored): its subscribers on socket.io hear where it
   * is, its status and its arrival (set once realtime.ts is attached).
   */
  live?: { publish: (imei: string) => void }
}

export type AppEnv = { Variables: { deps: AppDeps } }
